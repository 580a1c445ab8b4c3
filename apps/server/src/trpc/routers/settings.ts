import {
  recordIdField,
  ZCreateMaterialInput,
  ZEdgeProfileInput,
  ZEdgeSelectionInput,
  ZGeneralSettings,
  ZUpdateMaterialInput,
} from "@kerf/core";
import { z } from "zod";
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
import { authedProcedure, router } from "../init";

const ZId = z.object({ id: recordIdField() });

export const settingsRouter = router({
  materials: router({
    list: authedProcedure.query(({ ctx }) => listMaterials(ctx.db, ctx.session)),
    create: authedProcedure
      .input(ZCreateMaterialInput)
      .mutation(({ ctx, input }) => createMaterial(ctx.db, ctx.session, input)),
    update: authedProcedure
      .input(ZUpdateMaterialInput)
      .mutation(({ ctx, input }) => updateMaterial(ctx.db, ctx.session, input)),
    delete: authedProcedure
      .input(ZId)
      .mutation(({ ctx, input }) => deleteMaterial(ctx.db, ctx.session, input.id)),
  }),
  edgeProfiles: router({
    /** The edge profiles and, from the same call, the edge selections (docs/spec/portal-spec.md section 4). */
    list: authedProcedure.query(({ ctx }) => listEdgeOptions(ctx.db, ctx.session)),
    create: authedProcedure
      .input(ZEdgeProfileInput)
      .mutation(({ ctx, input }) => createEdgeProfile(ctx.db, ctx.session, input)),
    update: authedProcedure
      .input(z.object({ id: recordIdField(), profile: ZEdgeProfileInput }))
      .mutation(({ ctx, input }) => updateEdgeProfile(ctx.db, ctx.session, input.id, input.profile)),
    delete: authedProcedure
      .input(ZId)
      .mutation(({ ctx, input }) => deleteEdgeProfile(ctx.db, ctx.session, input.id)),
  }),
  edgeSelections: router({
    list: authedProcedure.query(({ ctx }) => listEdgeSelections(ctx.db, ctx.session)),
    rename: authedProcedure
      .input(ZEdgeSelectionInput)
      .mutation(({ ctx, input }) => renameEdgeSelection(ctx.db, ctx.session, input)),
  }),
  general: router({
    get: authedProcedure.query(({ ctx }) => getGeneralSettings(ctx.db, ctx.session)),
    save: authedProcedure
      .input(ZGeneralSettings)
      .mutation(({ ctx, input }) => saveGeneralSettings(ctx.db, ctx.session, input)),
    reset: authedProcedure.mutation(({ ctx }) => resetGeneralSettings(ctx.db, ctx.session)),
  }),
});
