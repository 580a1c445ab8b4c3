import {
  ZCreateMaterialInput,
  ZEdgeProfileInput,
  ZEdgeSelectionInput,
  ZGeneralSettings,
  ZUpdateMaterialInput,
} from "@kerf/core";
import * as edgeProfiles from "../../services/catalogue/edge-profiles";
import { listEdgeSelections, renameEdgeSelection } from "../../services/catalogue/edge-selections";
import * as materials from "../../services/catalogue/materials";
import * as general from "../../services/settings/general-settings";
import { authedProcedure, companyMutation, router, ZById } from "../init";

export const settingsRouter = router({
  materials: router({
    list: authedProcedure.query(({ ctx }) => materials.listMaterials(ctx.db, ctx.session)),
    create: companyMutation(ZCreateMaterialInput, materials.createMaterial),
    update: companyMutation(ZUpdateMaterialInput, materials.updateMaterial),
    delete: companyMutation(ZById, (db, session, input) => materials.deleteMaterial(db, session, input.id)),
  }),
  edgeProfiles: router({
    /** The edge profiles and, from the same call, the edge selections (docs/spec/portal-spec.md section 4). */
    list: authedProcedure.query(({ ctx }) => edgeProfiles.listEdgeOptions(ctx.db, ctx.session)),
    create: companyMutation(ZEdgeProfileInput, edgeProfiles.createEdgeProfile),
    update: companyMutation(ZById.extend({ profile: ZEdgeProfileInput }), (db, session, input) =>
      edgeProfiles.updateEdgeProfile(db, session, input.id, input.profile),
    ),
    delete: companyMutation(ZById, (db, session, input) =>
      edgeProfiles.deleteEdgeProfile(db, session, input.id),
    ),
  }),
  edgeSelections: router({
    list: authedProcedure.query(({ ctx }) => listEdgeSelections(ctx.db, ctx.session)),
    rename: companyMutation(ZEdgeSelectionInput, renameEdgeSelection),
  }),
  general: router({
    get: authedProcedure.query(({ ctx }) => general.getGeneralSettings(ctx.db, ctx.session)),
    save: companyMutation(ZGeneralSettings, general.saveGeneralSettings),
    reset: authedProcedure.mutation(({ ctx }) => general.resetGeneralSettings(ctx.db, ctx.session)),
  }),
});
