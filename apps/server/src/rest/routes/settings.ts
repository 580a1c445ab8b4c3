import {
  ZCreateMaterialInput,
  ZEdgeProfileInput,
  ZEdgeProfileOptions,
  ZEdgeProfileRecord,
  ZEdgeSelectionInput,
  ZEdgeSelectionRecord,
  ZGeneralSettings,
  ZGeneralSettingsRecord,
  ZItemInput,
  ZItemRecord,
  ZMaterialRecord,
  ZOperationInput,
  ZOperationRecord,
  ZRecordRef,
  ZUpdateItemInput,
  ZUpdateMaterialInput,
  ZUpdateOperationInput,
} from "@kerf/core";
import type { Db } from "@kerf/db";
import { z } from "zod";
import { parseInput } from "../../errors";
import type { SessionInfo } from "../../services/auth/sessions";
import {
  createEdgeProfile,
  deleteEdgeProfile,
  listEdgeOptions,
  updateEdgeProfile,
} from "../../services/catalogue/edge-profiles";
import { listEdgeSelections, renameEdgeSelection } from "../../services/catalogue/edge-selections";
import { createItem, deleteItem, listItems, updateItem } from "../../services/catalogue/items";
import {
  createMaterial,
  deleteMaterial,
  listMaterials,
  updateMaterial,
} from "../../services/catalogue/materials";
import {
  createOperation,
  deleteOperation,
  listOperations,
  updateOperation,
} from "../../services/catalogue/operations";
import {
  getGeneralSettings,
  resetGeneralSettings,
  saveGeneralSettings,
} from "../../services/settings/general-settings";
import { deleteById } from "../delete-by-id";
import { success } from "../envelope";
import { byId, type FailureStatus, ok } from "../openapi/route-doc";
import type { Parsed, RouteGroup, RouteGroups } from "../route";

const materials = ok(z.array(ZMaterialRecord));
const edgeSelections = ok(z.array(ZEdgeSelectionRecord));
const items = ok(z.array(ZItemRecord));
const operations = ok(z.array(ZOperationRecord));
const generalSettings = ok(ZGeneralSettingsRecord);

export function settingsRoutes(groups: RouteGroups): void {
  const route = groups("Settings");

  route.get(
    "/setting/material",
    { access: "signedIn", summary: "The company's materials", success: materials },
    async (c) => success("Materials", await listMaterials(c.ctx.db, c.session)),
  );
  catalogue(route, "/setting/material", {
    record: "MaterialRecord",
    input: ZCreateMaterialInput,
    added: ok(ZMaterialRecord),
    list: materials,
    add: {
      summary: "Add a material",
      description: "`gstCharges` is derived from the rate and GST %; a sent one is ignored.",
      run: createMaterial,
    },
    update: {
      summary: "Update a material (by `_id`, or `id`)",
      description:
        "The legacy client sends the whole row; answers the company's whole new material list. A row without `toughened` and `thicknessMm` keeps both as stored; one with `toughened` sets the thickness too (blank or absent: unknown).",
      // The legacy client sends the server id as _id and its own id (the name) as id: both are checked
      // as the document says, and _id wins.
      run: (db, session, id, body) =>
        updateMaterial(
          db,
          session,
          parseInput(ZUpdateMaterialInput, { ...(body as object | undefined), id }),
        ),
    },
    remove: {
      summary: "Delete a material (the selected row, by `_id`)",
      description:
        "Answers the company's whole new material list. A material that lines of open orders use is not deleted: 409 naming how many orders use it.",
      run: deleteMaterial,
    },
  });

  route.get(
    "/setting/edgeProfile",
    {
      access: "signedIn",
      summary: "The company's edge profiles and, from the same call, its edge selections",
      success: ok(ZEdgeProfileOptions),
    },
    async ({ ctx, session }) => {
      const options = await listEdgeOptions(ctx.db, session);
      return success("Edge profiles", {
        edgeProfileOption: options.edgeProfiles,
        edgeSelectionOption: options.edgeSelections,
      });
    },
  );
  catalogue(route, "/setting/edgeProfile", {
    record: "EdgeProfileRecord",
    input: ZEdgeProfileInput,
    added: ok(ZEdgeProfileRecord),
    list: ok(z.array(ZEdgeProfileRecord)),
    add: {
      summary: "Add an edge profile",
      description:
        "`edgeProfileName` is a catalogue entry (edgeProfile1..36, or its label); saved under its catalogue label (byDefault) or `customEdgeProfileName` (byName).",
      run: createEdgeProfile,
    },
    update: {
      summary: "Update an edge profile (by `_id`)",
      description: "Answers the company's whole new edge profile list.",
      run: (db, session, id, body) => updateEdgeProfile(db, session, id, parseInput(ZEdgeProfileInput, body)),
    },
    remove: {
      summary: "Delete an edge profile (by `_id`)",
      description:
        "Answers the company's whole new edge profile list. An edge profile that lines of open orders use is not deleted: 409 naming how many orders use it.",
      run: deleteEdgeProfile,
    },
  });

  route.get(
    "/setting/item",
    { access: "signedIn", summary: "The company's items (fittings, consumables, services)", success: items },
    async (c) => success("Items", await listItems(c.ctx.db, c.session)),
  );
  catalogue(route, "/setting/item", {
    record: "ItemRecord",
    input: ZItemInput,
    added: ok(ZItemRecord),
    list: items,
    add: {
      summary: "Add an item",
      description:
        "`unit` is nos, set, pair, rft, kg or job; `hsnCode` is the HSN of goods or, with `isService`, the SAC (99xxxx); `gstRate` is one of the GST rates. Item lines are priced as docs/spec/pricing.md 'Item lines' says.",
      run: createItem,
    },
    update: {
      summary: "Update an item (by `_id`)",
      description: "The whole row; answers the company's whole new item list.",
      run: (db, session, id, body) =>
        updateItem(db, session, parseInput(ZUpdateItemInput, { ...(body as object | undefined), id })),
    },
    remove: {
      summary: "Delete an item (by `_id`)",
      description: "Answers the company's whole new item list.",
      run: deleteItem,
    },
  });

  route.get(
    "/setting/operation",
    {
      access: "signedIn",
      summary: "The company's operations (holes, cut-outs, notches) with their rate bands",
      success: operations,
    },
    async (c) => success("Operations", await listOperations(c.ctx.db, c.session)),
  );
  catalogue(route, "/setting/operation", {
    record: "OperationRecord",
    input: ZOperationInput,
    added: ok(ZOperationRecord),
    list: operations,
    add: {
      summary: "Add an operation",
      description:
        "`bands[]: {sizeUpTo, thicknessUpTo, rate}`: size in the company's unit (hole diameter or cut-out length), thickness in mm, null for no limit; a count is priced at the first band that fits (docs/spec/pricing.md 'Operations on a piece line'). `isHole`: a round hole, checked against the toughened-glass rules.",
      run: createOperation,
    },
    update: {
      summary: "Update an operation (by `_id`)",
      description: "The whole row with all its bands; answers the company's whole new operation list.",
      run: (db, session, id, body) =>
        updateOperation(
          db,
          session,
          parseInput(ZUpdateOperationInput, { ...(body as object | undefined), id }),
        ),
    },
    remove: {
      summary: "Delete an operation (by `_id`)",
      description: "Answers the company's whole new operation list.",
      run: deleteOperation,
    },
  });

  route.get(
    "/setting/edgeSelection",
    { access: "signedIn", summary: "The company's nine edge selections", success: edgeSelections },
    async (c) => success("Edge selections", await listEdgeSelections(c.ctx.db, c.session)),
  );
  // POST and PATCH both rename one of the nine by its value: there is nothing to add.
  saveRoutes(
    route,
    "/setting/edgeSelection",
    {
      summary: "Rename one of the nine edge selections (by `value`)",
      description: "Their side counts belong to the code and never change. Answers the whole list.",
      body: ZEdgeSelectionInput,
      success: edgeSelections,
      failures: [400, 404],
    },
    renameEdgeSelection,
  );

  route.get(
    "/setting/general",
    { access: "signedIn", summary: "The company's general settings", success: generalSettings },
    async (c) => success("General settings", await getGeneralSettings(c.ctx.db, c.session)),
  );
  saveRoutes(
    route,
    "/setting/general",
    {
      summary: "Save the general settings, as a whole",
      description:
        "A switch of `pricingSettings.unit` while open orders hold lines is refused with 409 naming how many orders it would reprice, unless `confirmUnitChange` is true.",
      body: ZGeneralSettings,
      success: generalSettings,
      failures: [400, 409],
    },
    saveGeneralSettings,
  );
  route.delete(
    "/setting/general",
    { access: "settings.write", summary: "Restore the default general settings", success: generalSettings },
    async (c) =>
      success("Settings restored to the defaults", await resetGeneralSettings(c.ctx.db, c.session)),
  );
}

interface RouteText {
  summary: string;
  description: string;
}

/**
 * A company list the legacy settings page edits row by row: POST adds a row (201, the row), PATCH updates
 * one by `_id` (the id checked before the rest of the body) and DELETE removes one, both answering the
 * whole new list; each with the legacy API's message.
 */
export function catalogue<I extends z.ZodType>(
  route: RouteGroup,
  path: string,
  spec: {
    record: Parameters<typeof byId>[0];
    input: I;
    added: z.ZodType;
    list: z.ZodType;
    add: RouteText & { run: (db: Db, session: SessionInfo, input: Parsed<I>) => Promise<unknown> };
    update: RouteText & {
      run: (db: Db, session: SessionInfo, id: string, body: unknown) => Promise<unknown>;
    };
    remove: RouteText & { run: (db: Db, session: SessionInfo, id: string) => Promise<unknown> };
  },
): void {
  const { record, input, add, update, remove } = spec;
  route.post(
    path,
    {
      access: "settings.write",
      ...text(add),
      body: input,
      bodyRead: "as-sent",
      success: { status: 201, schema: spec.added },
      failures: [400, 409],
    },
    async (c) => success("add SuccessFully...", await add.run(c.ctx.db, c.session, c.body)),
  );
  route.patch(
    path,
    {
      access: "settings.write",
      ...text(update),
      references: byId(record),
      body: [ZRecordRef, input],
      success: spec.list,
      failures: [400, 404, 409],
    },
    async ({ ctx, session, body: [id], request }) =>
      success("update SuccessFully...", await update.run(ctx.db, session, id, request.body)),
  );
  deleteById(route, path, {
    access: "settings.write",
    ...text(remove),
    record,
    answer: spec.list,
    failures: [400, 404, 409],
    message: "delete SuccessFully...",
    remove: remove.run,
  });
}

/** POST and PATCH alike save what the legacy page sends (as sent), answered "update SuccessFully...". */
function saveRoutes<B extends z.ZodType>(
  route: RouteGroup,
  path: string,
  spec: RouteText & { body: B; success: z.ZodType; failures: FailureStatus[] },
  save: (db: Db, session: SessionInfo, input: Parsed<B>) => Promise<unknown>,
): void {
  for (const method of ["post", "patch"] as const) {
    route[method](path, { ...spec, access: "settings.write", bodyRead: "as-sent" }, async (c) =>
      success("update SuccessFully...", await save(c.ctx.db, c.session, c.body)),
    );
  }
}

const text = ({ summary, description }: RouteText) => ({ summary, description });
