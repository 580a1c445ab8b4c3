import { ZPriceListInput, ZPriceListRecord, ZUpdatePriceListInput } from "@kerf/core";
import { z } from "zod";
import { parseInput } from "../../errors";
import {
  createPriceList,
  deletePriceList,
  listPriceLists,
  updatePriceList,
} from "../../services/catalogue/price-lists";
import { success } from "../envelope";
import { ok } from "../openapi/route-doc";
import type { RouteGroups } from "../route";
import { catalogue } from "./settings";

const lists = ok(z.array(ZPriceListRecord));

const SHAPE =
  "`versions[]: {validFrom, overrides}`, each version in force from its day (YYYY-MM-DD) until the next one's; `overrides` may hold `materials[]: {materialType, rate?, cuttingRate?}`, `edgeProfiles[]: {edgeProfileName, rate}`, `operations[]: {name, bands[]: {sizeUpTo, thicknessUpTo, rate}}` (the operation's whole band table), `items[]: {name, rate}`, `roundingStep` and `minimumArea`. What a version leaves out prices as the company's settings; a row naming nothing in the catalogue changes nothing.";

/** /priceList: the company's price lists (issue 29 point 4). */
export function priceListRoutes(groups: RouteGroups): void {
  const route = groups("Settings");
  route.get(
    "/priceList",
    { access: "prices.read", summary: "The company's price lists with their versions", success: lists },
    async (c) => success("Price lists", await listPriceLists(c.ctx.db, c.session)),
  );
  catalogue(route, "/priceList", {
    record: "PriceListRecord",
    input: ZPriceListInput,
    added: ok(ZPriceListRecord),
    list: lists,
    add: {
      summary: "Add a price list",
      description: `${SHAPE} An order given the list (PATCH /api/draft \`priceList\`) prices by the version in force on its date.`,
      run: createPriceList,
    },
    update: {
      summary: "Update a price list (by `_id`)",
      description: `The whole list: its name and all its versions. ${SHAPE} A quotation revision already shown keeps its figures. Answers the company's whole new set of lists.`,
      run: (db, session, id, body) =>
        updatePriceList(
          db,
          session,
          parseInput(ZUpdatePriceListInput, { ...(body as object | undefined), id }),
        ),
    },
    remove: {
      summary: "Delete a price list (by `_id`)",
      description:
        "The customers given it price by the company's settings again. Answers the company's whole new set of lists.",
      run: deletePriceList,
    },
  });
}
