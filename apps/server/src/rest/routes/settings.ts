import {
  ZCreateMaterialInput,
  ZEdgeProfileInput,
  ZEdgeProfileOptions,
  ZEdgeProfileRecord,
  ZEdgeSelectionInput,
  ZEdgeSelectionRecord,
  ZGeneralSettings,
  ZGeneralSettingsRecord,
  ZMaterialRecord,
  ZRecordRef,
  ZUpdateMaterialInput,
} from "@kerf/core";
import { z } from "zod";
import { parseInput } from "../../errors";
import {
  createEdgeProfile,
  deleteEdgeProfile,
  listEdgeOptions,
  updateEdgeProfile,
} from "../../services/edge-profiles";
import { listEdgeSelections, renameEdgeSelection } from "../../services/edge-selections";
import {
  getGeneralSettings,
  resetGeneralSettings,
  saveGeneralSettings,
} from "../../services/general-settings";
import { createMaterial, deleteMaterial, listMaterials, updateMaterial } from "../../services/materials";
import { deleteById } from "../delete-by-id";
import { success } from "../envelope";
import { byId, ok } from "../openapi/route-doc";
import type { RouteGroups } from "../route";

const materials = ok(z.array(ZMaterialRecord));
const edgeProfiles = ok(z.array(ZEdgeProfileRecord));
const edgeSelections = ok(z.array(ZEdgeSelectionRecord));
const generalSettings = ok(ZGeneralSettingsRecord);

export function settingsRoutes(groups: RouteGroups): void {
  const route = groups("Settings");

  route.get("/setting/material", { summary: "The company's materials", success: materials }, async (c) =>
    success("Materials", await listMaterials(c.ctx.db, c.session)),
  );
  route.post(
    "/setting/material",
    {
      summary: "Add a material",
      description: "`gstCharges` is derived from the rate and GST %; a sent one is ignored.",
      body: ZCreateMaterialInput,
      bodyRead: "as-sent",
      success: { status: 201, schema: ok(ZMaterialRecord) },
      failures: [400, 409],
    },
    async (c) => success("add SuccessFully...", await createMaterial(c.ctx.db, c.session, c.body)),
  );
  route.patch(
    "/setting/material",
    {
      summary: "Update a material (by `_id`, or `id`)",
      description: "The legacy client sends the whole row; answers the company's whole new material list.",
      references: byId("MaterialRecord"),
      body: z.intersection(ZCreateMaterialInput, ZRecordRef),
      bodyRead: "by-handler",
      success: materials,
      failures: [400, 404, 409],
    },
    async ({ ctx, session, request }) => {
      const body = request.body as Record<string, unknown> | undefined;
      // The legacy client sends the server id as _id and its own id (the name) as id: both are checked
      // as the document says, and _id wins.
      const id = parseInput(ZRecordRef, body ?? {});
      const input = parseInput(ZUpdateMaterialInput, { ...body, id });
      return success("update SuccessFully...", await updateMaterial(ctx.db, session, input));
    },
  );
  deleteById(route, "/setting/material", {
    summary: "Delete a material (the selected row, by `_id`)",
    description:
      "Answers the company's whole new material list. A material that lines of open orders use is not deleted: 409 naming how many orders use it.",
    record: "MaterialRecord",
    answer: materials,
    failures: [400, 404, 409],
    message: "delete SuccessFully...",
    remove: deleteMaterial,
  });

  route.get(
    "/setting/edgeProfile",
    {
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
  route.post(
    "/setting/edgeProfile",
    {
      summary: "Add an edge profile",
      description:
        "`edgeProfileName` is a catalogue entry (edgeProfile1..36, or its label); saved under its catalogue label (byDefault) or `customEdgeProfileName` (byName).",
      body: ZEdgeProfileInput,
      bodyRead: "as-sent",
      success: { status: 201, schema: ok(ZEdgeProfileRecord) },
      failures: [400, 409],
    },
    async (c) => success("add SuccessFully...", await createEdgeProfile(c.ctx.db, c.session, c.body)),
  );
  route.patch(
    "/setting/edgeProfile",
    {
      summary: "Update an edge profile (by `_id`)",
      description: "Answers the company's whole new edge profile list.",
      references: byId("EdgeProfileRecord"),
      body: z.intersection(ZEdgeProfileInput, ZRecordRef),
      bodyRead: "by-handler",
      success: edgeProfiles,
      failures: [400, 404, 409],
    },
    async ({ ctx, session, request }) => {
      const id = parseInput(ZRecordRef, request.body ?? {});
      const list = await updateEdgeProfile(ctx.db, session, id, parseInput(ZEdgeProfileInput, request.body));
      return success("update SuccessFully...", list);
    },
  );
  deleteById(route, "/setting/edgeProfile", {
    summary: "Delete an edge profile (by `_id`)",
    description:
      "Answers the company's whole new edge profile list. An edge profile that lines of open orders use is not deleted: 409 naming how many orders use it.",
    record: "EdgeProfileRecord",
    answer: edgeProfiles,
    failures: [400, 404, 409],
    message: "delete SuccessFully...",
    remove: deleteEdgeProfile,
  });

  route.get(
    "/setting/edgeSelection",
    { summary: "The company's nine edge selections", success: edgeSelections },
    async (c) => success("Edge selections", await listEdgeSelections(c.ctx.db, c.session)),
  );
  // POST and PATCH both rename one of the nine by its value: there is nothing to add.
  for (const method of ["post", "patch"] as const) {
    route[method](
      "/setting/edgeSelection",
      {
        summary: "Rename one of the nine edge selections (by `value`)",
        description: "Their side counts belong to the code and never change. Answers the whole list.",
        body: ZEdgeSelectionInput,
        bodyRead: "as-sent",
        success: edgeSelections,
        failures: [400, 404],
      },
      async (c) => success("update SuccessFully...", await renameEdgeSelection(c.ctx.db, c.session, c.body)),
    );
  }

  route.get(
    "/setting/general",
    { summary: "The company's general settings", success: generalSettings },
    async (c) => success("General settings", await getGeneralSettings(c.ctx.db, c.session)),
  );
  for (const method of ["post", "patch"] as const) {
    route[method](
      "/setting/general",
      {
        summary: "Save the general settings, as a whole",
        description:
          "A switch of `pricingSettings.unit` while open orders hold lines is refused with 409 naming how many orders it would reprice, unless `confirmUnitChange` is true.",
        body: ZGeneralSettings,
        bodyRead: "as-sent",
        success: generalSettings,
        failures: [400, 409],
      },
      async (c) => success("update SuccessFully...", await saveGeneralSettings(c.ctx.db, c.session, c.body)),
    );
  }
  route.delete(
    "/setting/general",
    { summary: "Restore the default general settings", success: generalSettings },
    async (c) =>
      success("Settings restored to the defaults", await resetGeneralSettings(c.ctx.db, c.session)),
  );
}
