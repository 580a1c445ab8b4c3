import {
  ZCreateMaterialInput,
  ZEdgeProfileInput,
  ZEdgeSelectionInput,
  ZGeneralSettings,
  ZRecordRef,
  ZUpdateMaterialInput,
} from "@kerf/core";
import type { FastifyInstance } from "fastify";
import { parseInput } from "../../errors";
import {
  createEdgeProfile,
  deleteEdgeProfile,
  listEdgeProfiles,
  updateEdgeProfile,
} from "../../services/edge-profiles";
import { listEdgeSelections, renameEdgeSelection } from "../../services/edge-selections";
import {
  getGeneralSettings,
  resetGeneralSettings,
  saveGeneralSettings,
} from "../../services/general-settings";
import { createMaterial, deleteMaterial, listMaterials, updateMaterial } from "../../services/materials";
import { success } from "../envelope";

import type { RouteKit } from "../route-kit";

type Body = Record<string, unknown> | undefined;

export async function settingsRoutes(app: FastifyInstance, kit: RouteKit): Promise<void> {
  app.get("/setting/material", async (request) => {
    const { ctx, session } = await kit.session(request);
    return success("Materials", await listMaterials(ctx.db, session));
  });
  app.post("/setting/material", async (request, reply) => {
    const { ctx, session } = await kit.session(request);
    const created = await createMaterial(ctx.db, session, parseInput(ZCreateMaterialInput, request.body));
    return reply.code(201).send(success("add SuccessFully...", created));
  });
  app.patch("/setting/material", async (request) => {
    const { ctx, session } = await kit.session(request);
    const body = request.body as Body;
    // The legacy client sends the server id as _id and its own id (the name) as id.
    const input = parseInput(ZUpdateMaterialInput, { ...body, id: body?._id ?? body?.id });
    return success("update SuccessFully...", await updateMaterial(ctx.db, session, input));
  });
  app.delete("/setting/material", async (request) => {
    const { ctx, session } = await kit.session(request);
    const id = parseInput(ZRecordRef, request.body ?? {});
    return success("delete SuccessFully...", await deleteMaterial(ctx.db, session, id));
  });

  app.get("/setting/edgeProfile", async (request) => {
    const { ctx, session } = await kit.session(request);
    return success("Edge profiles", {
      edgeProfileOption: await listEdgeProfiles(ctx.db, session),
      edgeSelectionOption: await listEdgeSelections(ctx.db, session),
    });
  });
  app.post("/setting/edgeProfile", async (request, reply) => {
    const { ctx, session } = await kit.session(request);
    const created = await createEdgeProfile(ctx.db, session, parseInput(ZEdgeProfileInput, request.body));
    return reply.code(201).send(success("add SuccessFully...", created));
  });
  app.patch("/setting/edgeProfile", async (request) => {
    const { ctx, session } = await kit.session(request);
    const id = parseInput(ZRecordRef, request.body ?? {});
    const list = await updateEdgeProfile(ctx.db, session, id, parseInput(ZEdgeProfileInput, request.body));
    return success("update SuccessFully...", list);
  });
  app.delete("/setting/edgeProfile", async (request) => {
    const { ctx, session } = await kit.session(request);
    const id = parseInput(ZRecordRef, request.body ?? {});
    return success("delete SuccessFully...", await deleteEdgeProfile(ctx.db, session, id));
  });

  app.get("/setting/edgeSelection", async (request) => {
    const { ctx, session } = await kit.session(request);
    return success("Edge selections", await listEdgeSelections(ctx.db, session));
  });
  // POST and PATCH both rename one of the nine by its value: there is nothing to add.
  for (const method of ["post", "patch"] as const) {
    app[method]("/setting/edgeSelection", async (request) => {
      const { ctx, session } = await kit.session(request);
      const list = await renameEdgeSelection(ctx.db, session, parseInput(ZEdgeSelectionInput, request.body));
      return success("update SuccessFully...", list);
    });
  }

  app.get("/setting/general", async (request) => {
    const { ctx, session } = await kit.session(request);
    return success("General settings", await getGeneralSettings(ctx.db, session));
  });
  for (const method of ["post", "patch"] as const) {
    app[method]("/setting/general", async (request) => {
      const { ctx, session } = await kit.session(request);
      const saved = await saveGeneralSettings(ctx.db, session, parseInput(ZGeneralSettings, request.body));
      return success("update SuccessFully...", saved);
    });
  }
  app.delete("/setting/general", async (request) => {
    const { ctx, session } = await kit.session(request);
    return success("Settings restored to the defaults", await resetGeneralSettings(ctx.db, session));
  });
}
