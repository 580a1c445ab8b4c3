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
import type { FastifyInstance } from "fastify";
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
import { byId, doc, ok } from "../openapi/route-doc";
import type { RouteKit } from "../route-kit";

type Body = Record<string, unknown> | undefined;

const materials = ok(z.array(ZMaterialRecord));
const edgeProfiles = ok(z.array(ZEdgeProfileRecord));
const edgeSelections = ok(z.array(ZEdgeSelectionRecord));
const generalSettings = ok(ZGeneralSettingsRecord);

export async function settingsRoutes(app: FastifyInstance, kit: RouteKit): Promise<void> {
  app.get(
    "/setting/material",
    doc({
      tag: "Settings",
      summary: "The company's materials",
      auth: true,
      success: { status: 200, schema: materials },
      failures: [],
    }),
    async (request) => {
      const { ctx, session } = await kit.session(request);
      return success("Materials", await listMaterials(ctx.db, session));
    },
  );
  app.post(
    "/setting/material",
    doc({
      tag: "Settings",
      summary: "Add a material",
      description: "`gstCharges` is derived from the rate and GST %; a sent one is ignored.",
      auth: true,
      body: ZCreateMaterialInput,
      success: { status: 201, schema: ok(ZMaterialRecord) },
      failures: [400, 409],
    }),
    async (request, reply) => {
      const { ctx, session } = await kit.session(request);
      const created = await createMaterial(ctx.db, session, parseInput(ZCreateMaterialInput, request.body));
      return reply.code(201).send(success("add SuccessFully...", created));
    },
  );
  app.patch(
    "/setting/material",
    doc({
      tag: "Settings",
      summary: "Update a material (by `_id`, or `id`)",
      description: "The legacy client sends the whole row; answers the company's whole new material list.",
      references: byId("MaterialRecord"),
      auth: true,
      body: z.intersection(ZCreateMaterialInput, ZRecordRef),
      success: { status: 200, schema: materials },
      failures: [400, 404, 409],
    }),
    async (request) => {
      const { ctx, session } = await kit.session(request);
      const body = request.body as Body;
      // The legacy client sends the server id as _id and its own id (the name) as id: both are checked
      // as the document says, and _id wins.
      const id = parseInput(ZRecordRef, body ?? {});
      const input = parseInput(ZUpdateMaterialInput, { ...body, id });
      return success("update SuccessFully...", await updateMaterial(ctx.db, session, input));
    },
  );
  deleteById(app, kit, {
    path: "/setting/material",
    tag: "Settings",
    summary: "Delete a material (the selected row, by `_id`)",
    description:
      "Answers the company's whole new material list. A material that lines of open orders use is not deleted: 409 naming how many orders use it.",
    record: "MaterialRecord",
    answer: materials,
    failures: [400, 404, 409],
    message: "delete SuccessFully...",
    remove: deleteMaterial,
  });

  app.get(
    "/setting/edgeProfile",
    doc({
      tag: "Settings",
      summary: "The company's edge profiles and, from the same call, its edge selections",
      auth: true,
      success: { status: 200, schema: ok(ZEdgeProfileOptions) },
      failures: [],
    }),
    async (request) => {
      const { ctx, session } = await kit.session(request);
      const options = await listEdgeOptions(ctx.db, session);
      return success("Edge profiles", {
        edgeProfileOption: options.edgeProfiles,
        edgeSelectionOption: options.edgeSelections,
      });
    },
  );
  app.post(
    "/setting/edgeProfile",
    doc({
      tag: "Settings",
      summary: "Add an edge profile",
      description:
        "`edgeProfileName` is a catalogue entry (edgeProfile1..36, or its label); saved under its catalogue label (byDefault) or `customEdgeProfileName` (byName).",
      auth: true,
      body: ZEdgeProfileInput,
      success: { status: 201, schema: ok(ZEdgeProfileRecord) },
      failures: [400, 409],
    }),
    async (request, reply) => {
      const { ctx, session } = await kit.session(request);
      const created = await createEdgeProfile(ctx.db, session, parseInput(ZEdgeProfileInput, request.body));
      return reply.code(201).send(success("add SuccessFully...", created));
    },
  );
  app.patch(
    "/setting/edgeProfile",
    doc({
      tag: "Settings",
      summary: "Update an edge profile (by `_id`)",
      description: "Answers the company's whole new edge profile list.",
      references: byId("EdgeProfileRecord"),
      auth: true,
      body: z.intersection(ZEdgeProfileInput, ZRecordRef),
      success: { status: 200, schema: edgeProfiles },
      failures: [400, 404, 409],
    }),
    async (request) => {
      const { ctx, session } = await kit.session(request);
      const id = parseInput(ZRecordRef, request.body ?? {});
      const list = await updateEdgeProfile(ctx.db, session, id, parseInput(ZEdgeProfileInput, request.body));
      return success("update SuccessFully...", list);
    },
  );
  deleteById(app, kit, {
    path: "/setting/edgeProfile",
    tag: "Settings",
    summary: "Delete an edge profile (by `_id`)",
    description:
      "Answers the company's whole new edge profile list. An edge profile that lines of open orders use is not deleted: 409 naming how many orders use it.",
    record: "EdgeProfileRecord",
    answer: edgeProfiles,
    failures: [400, 404, 409],
    message: "delete SuccessFully...",
    remove: deleteEdgeProfile,
  });

  app.get(
    "/setting/edgeSelection",
    doc({
      tag: "Settings",
      summary: "The company's nine edge selections",
      auth: true,
      success: { status: 200, schema: edgeSelections },
      failures: [],
    }),
    async (request) => {
      const { ctx, session } = await kit.session(request);
      return success("Edge selections", await listEdgeSelections(ctx.db, session));
    },
  );
  // POST and PATCH both rename one of the nine by its value: there is nothing to add.
  for (const method of ["post", "patch"] as const) {
    app[method](
      "/setting/edgeSelection",
      doc({
        tag: "Settings",
        summary: "Rename one of the nine edge selections (by `value`)",
        description: "Their side counts belong to the code and never change. Answers the whole list.",
        auth: true,
        body: ZEdgeSelectionInput,
        success: { status: 200, schema: edgeSelections },
        failures: [400, 404],
      }),
      async (request) => {
        const { ctx, session } = await kit.session(request);
        const list = await renameEdgeSelection(
          ctx.db,
          session,
          parseInput(ZEdgeSelectionInput, request.body),
        );
        return success("update SuccessFully...", list);
      },
    );
  }

  app.get(
    "/setting/general",
    doc({
      tag: "Settings",
      summary: "The company's general settings",
      auth: true,
      success: { status: 200, schema: generalSettings },
      failures: [],
    }),
    async (request) => {
      const { ctx, session } = await kit.session(request);
      return success("General settings", await getGeneralSettings(ctx.db, session));
    },
  );
  for (const method of ["post", "patch"] as const) {
    app[method](
      "/setting/general",
      doc({
        tag: "Settings",
        summary: "Save the general settings, as a whole",
        description:
          "A switch of `pricingSettings.unit` while open orders hold lines is refused with 409 naming how many orders it would reprice, unless `confirmUnitChange` is true.",
        auth: true,
        body: ZGeneralSettings,
        success: { status: 200, schema: generalSettings },
        failures: [400, 409],
      }),
      async (request) => {
        const { ctx, session } = await kit.session(request);
        const saved = await saveGeneralSettings(ctx.db, session, parseInput(ZGeneralSettings, request.body));
        return success("update SuccessFully...", saved);
      },
    );
  }
  app.delete(
    "/setting/general",
    doc({
      tag: "Settings",
      summary: "Restore the default general settings",
      auth: true,
      success: { status: 200, schema: generalSettings },
      failures: [],
    }),
    async (request) => {
      const { ctx, session } = await kit.session(request);
      return success("Settings restored to the defaults", await resetGeneralSettings(ctx.db, session));
    },
  );
}
