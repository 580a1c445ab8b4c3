import type { InvoiceSnapshot } from "../../entities/invoice";
import type { PricedLine } from "../../entities/order-line";
import type { Unit } from "../../enums";
import { gstinCheckCharacter } from "../../gstin";
import { priceQuote } from "../../price-quote";
import type { PricedItemLine } from "../../pricing-types";
import type { GstFallbacks } from "../items";
import type { SezSupply } from "../place-of-supply";

const gstin = (first14: string) => first14 + gstinCheckCharacter(first14);
/** Karnataka (29): the shop. */
export const SHOP_GSTIN = gstin("29ABCDE1234F1Z");
/** Karnataka (29): a registered customer in the shop's state. */
export const LOCAL_GSTIN = gstin("29AAACR5055K1Z");
/** Maharashtra (27): a registered customer in another state. */
export const OUTSTATION_GSTIN = gstin("27AAACB2894G1Z");

const MATERIALS = [
  {
    materialName: "Clear 5mm",
    materialRate: "62.50",
    cuttingRate: "4",
    materialGst: "18",
    materialWastage: "5",
  },
  {
    materialName: "Toughened 12mm",
    materialRate: "310",
    cuttingRate: "12.75",
    materialGst: "18",
    materialWastage: "10",
  },
  {
    materialName: "Granite Black",
    materialRate: "145.35",
    cuttingRate: "9.5",
    materialGst: "12",
    materialWastage: "7.5",
  },
  {
    materialName: "Plain Sheet (nil)",
    materialRate: "20",
    cuttingRate: "2",
    materialGst: "0",
    materialWastage: "0",
  },
  {
    materialName: "Mirror 4mm",
    materialRate: "48",
    cuttingRate: "0",
    materialGst: "28",
    materialWastage: "0",
  },
];
const HSN: Record<string, string | null> = {
  "Clear 5mm": "700529",
  "Toughened 12mm": "70071900",
  "Granite Black": "680293",
  "Mirror 4mm": "700991",
  "Plain Sheet (nil)": "700529",
};

type Line = [materialType: string, width: string, length: string, quantity: number];

/** The items catalogue of issue 29's fixtures: goods with their HSN, services with their SAC. */
export const ITEMS = [
  { itemName: "Hinge", unit: "nos", rate: "450", gstRate: "18", hsnCode: "830210", isService: false },
  { itemName: "Transport", unit: "job", rate: "500", gstRate: "18", hsnCode: "996511", isService: true },
  { itemName: "Silicone", unit: "nos", rate: "180", gstRate: "12", hsnCode: "321410", isService: false },
  { itemName: "Handle", unit: "pair", rate: "1250", gstRate: "18", hsnCode: "830241", isService: false },
  {
    itemName: "Aluminium channel",
    unit: "rft",
    rate: "85.50",
    gstRate: "18",
    hsnCode: "760429",
    isService: false,
  },
  { itemName: "Fitting", unit: "job", rate: "1200", gstRate: "18", hsnCode: "995469", isService: true },
  {
    itemName: "Sealant bulk",
    unit: "kg",
    rate: "333.33",
    gstRate: "28",
    hsnCode: "321410",
    isService: false,
  },
] as const;

type ItemLine = [item: (typeof ITEMS)[number]["itemName"], quantity: string];

/** A snapshot as invoice creation makes it, priced by priceQuote (the figures are pricing.md's). */
export function snapshotOf(options: {
  lines: Line[];
  /** Item lines (issue 29): priced by priceQuote from ITEMS, snapshotted as invoice creation does. */
  items?: ItemLine[];
  buyerGstin?: string;
  unit?: Unit;
  gstOnCutting?: boolean;
  shipElsewhere?: boolean;
  oldInvoice?: boolean;
  /** A supply to an SEZ unit (the buyer's GSTIN given): IGST always, none without payment. */
  sez?: SezSupply;
}): InvoiceSnapshot {
  const unit = options.unit ?? "inch";
  const priced = priceQuote({
    settings: {
      unit,
      roundingStep: unit === "mm" ? 0 : 1,
      minAreaPerPiece: 0,
      cuttingRateType: "sqFt",
      gstOnCuttingRate: options.gstOnCutting ?? false,
      isAddExtraMaterialInRate: false,
    },
    materials: MATERIALS,
    edgeProfiles: [],
    edgeSelections: [],
    lines: options.lines.map(([materialType, w, l, quantity]) => ({
      widthForDisplay: w,
      lengthForDisplay: l,
      quantity,
      materialType,
      edgeSelection: null,
      edgeProfile: null,
      areaExtras: [],
      multiplier: 1,
    })),
    items: ITEMS.map(({ itemName, unit, rate, gstRate }) => ({ itemName, unit, rate, gstRate })),
    ...(options.items ? { itemLines: options.items.map(([item, quantity]) => ({ item, quantity })) } : {}),
    supplierGstin: SHOP_GSTIN,
    recipientGstin: options.buyerGstin,
    ...(options.sez ? { supply: { interState: true, withoutTax: options.sez === "without_payment" } } : {}),
  } as never) as { lines: PricedLine[]; itemLines?: PricedItemLine[]; totals: InvoiceSnapshot["totals"] };
  const buyerState = options.buyerGstin?.slice(0, 2) ?? "29";
  return {
    company: {
      name: "Sharma Glass House",
      address: "12, 4th Cross, Peenya Industrial Area\nBengaluru",
      gstNo: SHOP_GSTIN,
      phone: "9876543210",
      email: "accounts@sharmaglass.in",
      stateCode: "29",
      stateName: "Karnataka",
      ...(options.oldInvoice ? {} : { pinCode: "560058", city: "Bengaluru" }),
    },
    header: {
      customer_name: "Ravi Interiors",
      date: "2026-11-05T00:00:00.000Z",
      billing_address: "Plot 7, MIDC Bhosari",
      shipping_address: options.shipElsewhere ? "Site 3, Hinjewadi Phase 2" : "Plot 7, MIDC Bhosari",
      ...(options.buyerGstin ? { gst_no: options.buyerGstin } : {}),
      ...(options.sez ? { sez_supply: options.sez } : {}),
      ...(options.oldInvoice
        ? {}
        : {
            billing_pin: buyerState === "27" ? "411026" : "560010",
            billing_city: buyerState === "27" ? "Pune" : "Bengaluru",
            shipping_pin: buyerState === "27" ? "411057" : "560010",
            shipping_city: buyerState === "27" ? "Pune" : "Bengaluru",
          }),
    },
    placeOfSupply: { code: buyerState, name: "" },
    interState: buyerState !== "29" || Boolean(options.sez),
    unit,
    dateFormat: "DD-MM-YYYY",
    lines: priced.lines.map((line, i) => {
      const [materialType, w, l, quantity] = options.lines[i]!;
      const material = MATERIALS.find((m) => m.materialName === materialType)!;
      return {
        n: i + 1,
        description: `${materialType}, ${w} x ${l}`,
        widthForDisplay: w,
        lengthForDisplay: l,
        quantity,
        materialType,
        hsnCode: options.oldInvoice ? null : (HSN[materialType] ?? null),
        gstRate: material.materialGst,
        edgeSelection: null,
        edgeSelectionLabel: null,
        edgeSides: null,
        edgeProfile: null,
        areaExtras: [],
        multiplier: "1",
        ...line,
      };
    }),
    ...(priced.itemLines
      ? {
          itemLines: priced.itemLines.map((figures, i) => {
            const [name, quantity] = options.items![i]!;
            const item = ITEMS.find((it) => it.itemName === name)!;
            return {
              n: i + 1,
              name,
              unit: item.unit,
              hsnCode: item.hsnCode,
              isService: item.isService,
              quantity,
              ...figures,
            };
          }),
        }
      : {}),
    totals: priced.totals,
  };
}

export const FALLBACKS: GstFallbacks = {
  materials: new Map([
    ["Clear 5mm", { hsnCode: null, kind: "glass" }],
    ["Toughened 12mm", { hsnCode: "70071900", kind: "glass" }],
    ["Granite Black", { hsnCode: null, kind: "stone" }],
  ]),
  pinCode: "560058",
  city: "Bengaluru",
};
