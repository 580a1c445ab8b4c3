import { describe, expect, expectTypeOf, it } from "vitest";
import type { MaterialRateInput, PieceLineInput, TCreateMaterialInput, TPieceLine } from "./index";
import * as core from "./index";

// Other packages are written against these names.
const NAMES = [
  "priceQuote",
  "PricingError",
  "parseSize",
  "formatEighths",
  "formatSize",
  "chargeableSize",
  "pieceArea",
  "perimeterRunningFt",
  "edgeRunningFt",
  "MAX_DIMENSION_INCHES",
  "MAX_QUANTITY",
  "EDGE_PROFILES",
  "EDGE_SELECTIONS",
  "DEFAULT_COMMON_SETTING",
  "DEFAULT_PRICING_SETTINGS",
  "DEFAULT_DATE_FORMAT",
  "MEASUREMENT_UNIT_OPTIONS",
  "formatIndian",
  "amountInWords",
  "formatDate",
  "isValidGstin",
  "gstStateCode",
  "GST_STATES",
  "gstChargesFor",
  "pieceLineSchema",
  "ZLoginInput",
  "ZRegistrationForm",
  "ZSignupInput",
  "ZProfileInput",
  "ZChangePasswordForm",
  "ZUpdatePasswordInput",
  "ZResetPasswordForm",
  "ZResetPasswordInput",
  "ZForgotPasswordInput",
  "ZVerifyTokenInput",
  "ZCreateCustomerInput",
  "ZCreateMaterialInput",
  "ZUpdateMaterialInput",
  "ZEdgeProfileInput",
  "ZEdgeSelectionInput",
  "ZPieceLine",
  "ZQuoteHeader",
  "ZCuttingRateType",
  "ZCommonSetting",
  "ZPricingSettings",
  "ZGeneralSettings",
];

describe("@kerf/core", () => {
  it("exports the agreed names", () => {
    for (const name of NAMES) expect(core, name).toHaveProperty(name);
  });

  it("prices what its schemas parse, without conversion", () => {
    expectTypeOf<TPieceLine>().toExtend<PieceLineInput>();
    expectTypeOf<TCreateMaterialInput>().toExtend<MaterialRateInput>();
  });
});
