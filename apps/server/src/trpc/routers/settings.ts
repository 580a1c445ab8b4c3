import {
  ZCreateMaterialInput,
  ZEdgeProfileInput,
  ZEdgeSelectionInput,
  ZGeneralSettings,
  ZItemInput,
  ZOperationInput,
  ZPriceListInput,
  ZReminderPlan,
  ZUpdateItemInput,
  ZUpdateMaterialInput,
  ZUpdateOperationInput,
  ZUpdatePriceListInput,
} from "@kerf/core";
import { getReminderPlan, setReminderPlan } from "../../services/billing/credit-terms";
import * as edgeProfiles from "../../services/catalogue/edge-profiles";
import { listEdgeSelections, renameEdgeSelection } from "../../services/catalogue/edge-selections";
import * as items from "../../services/catalogue/items";
import * as materials from "../../services/catalogue/materials";
import * as operations from "../../services/catalogue/operations";
import * as priceLists from "../../services/catalogue/price-lists";
import * as general from "../../services/settings/general-settings";
import { companyMutation, permitted, router, ZById } from "../init";

export const settingsRouter = router({
  /** The payment reminder plan (issue 31). */
  reminders: router({
    get: permitted("signedIn").query(({ ctx }) => getReminderPlan(ctx.db, ctx.session)),
    set: companyMutation("settings.write", ZReminderPlan, setReminderPlan),
  }),
  materials: router({
    list: permitted("signedIn").query(({ ctx }) => materials.listMaterials(ctx.db, ctx.session)),
    create: companyMutation("settings.write", ZCreateMaterialInput, materials.createMaterial),
    update: companyMutation("settings.write", ZUpdateMaterialInput, materials.updateMaterial),
    delete: companyMutation("settings.write", ZById, (db, session, input) =>
      materials.deleteMaterial(db, session, input.id),
    ),
  }),
  items: router({
    list: permitted("signedIn").query(({ ctx }) => items.listItems(ctx.db, ctx.session)),
    create: companyMutation("settings.write", ZItemInput, items.createItem),
    update: companyMutation("settings.write", ZUpdateItemInput, items.updateItem),
    delete: companyMutation("settings.write", ZById, (db, session, input) =>
      items.deleteItem(db, session, input.id),
    ),
  }),
  operations: router({
    list: permitted("signedIn").query(({ ctx }) => operations.listOperations(ctx.db, ctx.session)),
    create: companyMutation("settings.write", ZOperationInput, operations.createOperation),
    update: companyMutation("settings.write", ZUpdateOperationInput, operations.updateOperation),
    delete: companyMutation("settings.write", ZById, (db, session, input) =>
      operations.deleteOperation(db, session, input.id),
    ),
  }),
  /** Price lists (issue 29 point 4): read with prices.read, changed with settings.write. */
  priceLists: router({
    list: permitted("prices.read").query(({ ctx }) => priceLists.listPriceLists(ctx.db, ctx.session)),
    create: companyMutation("settings.write", ZPriceListInput, priceLists.createPriceList),
    update: companyMutation("settings.write", ZUpdatePriceListInput, priceLists.updatePriceList),
    delete: companyMutation("settings.write", ZById, (db, session, input) =>
      priceLists.deletePriceList(db, session, input.id),
    ),
  }),
  edgeProfiles: router({
    /** The edge profiles and, from the same call, the edge selections (docs/spec/portal-spec.md section 4). */
    list: permitted("signedIn").query(({ ctx }) => edgeProfiles.listEdgeOptions(ctx.db, ctx.session)),
    create: companyMutation("settings.write", ZEdgeProfileInput, edgeProfiles.createEdgeProfile),
    update: companyMutation(
      "settings.write",
      ZById.extend({ profile: ZEdgeProfileInput }),
      (db, session, input) => edgeProfiles.updateEdgeProfile(db, session, input.id, input.profile),
    ),
    delete: companyMutation("settings.write", ZById, (db, session, input) =>
      edgeProfiles.deleteEdgeProfile(db, session, input.id),
    ),
  }),
  edgeSelections: router({
    list: permitted("signedIn").query(({ ctx }) => listEdgeSelections(ctx.db, ctx.session)),
    rename: companyMutation("settings.write", ZEdgeSelectionInput, renameEdgeSelection),
  }),
  general: router({
    get: permitted("signedIn").query(({ ctx }) => general.getGeneralSettings(ctx.db, ctx.session)),
    save: companyMutation("settings.write", ZGeneralSettings, general.saveGeneralSettings),
    reset: permitted("settings.write").mutation(({ ctx }) =>
      general.resetGeneralSettings(ctx.db, ctx.session),
    ),
  }),
});
