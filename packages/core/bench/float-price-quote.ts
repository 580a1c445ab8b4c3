import { amountInWords } from "../src/amount-in-words";
import type { PieceLineInput, PricedLine, PricedQuote, PriceQuoteInput } from "../src/pricing-types";

// The same formula in plain floating point, doing the same work (parse the typed text, compute, write
// 2-decimal strings), as the floor to compare the exact engine with. Not exact: never use it to price.

const r2 = (x: number): number => Math.round(x * 100 + Number.EPSILON * 100) / 100;

function size(text: string | number, mm: boolean): number {
  const s = String(text);
  if (mm) return r2(Number(s) / 25.4);
  const hash = s.indexOf("#");
  return hash < 0 ? Number(s) : Number(s.slice(0, hash)) + Number(s.slice(hash + 1)) / 8;
}

const SIDES: Record<string, readonly [number, number]> = {
  edgeSelection1: [1, 0],
  edgeSelection2: [2, 0],
  edgeSelection3: [0, 1],
  edgeSelection4: [0, 2],
  edgeSelection5: [1, 1],
  edgeSelection6: [2, 1],
  edgeSelection7: [1, 2],
  edgeSelection8: [2, 2],
  edgeSelection9: [0, 0],
};

interface FloatMaterial {
  rate: number;
  cuttingRate: number;
  gst: number;
  wastage: number;
}

export function floatPriceQuote(input: PriceQuoteInput): PricedQuote {
  const s = input.settings;
  const mm = s.unit === "mm";
  const step = Number(s.roundingStep ?? 1);
  const minArea = Number(s.minAreaPerPiece ?? 0);
  const fold = s.isAddExtraMaterialInRate === true;
  const materials = new Map<string, FloatMaterial>();
  for (const m of input.materials) {
    materials.set(m.materialName, {
      rate: Number(m.materialRate),
      cuttingRate: Number(m.cuttingRate),
      gst: Number(m.materialGst),
      wastage: Number(m.materialWastage),
    });
  }
  const edgeRates = new Map(input.edgeProfiles.map((p) => [p.edgeProfileName, Number(p.edgeProfileRate)]));
  const t = { area: 0, material: 0, cutting: 0, edge: 0, taxable: 0, gst: 0, total: 0 };
  const lines = input.lines.map((line: PieceLineInput): PricedLine => {
    const w = size(line.widthForDisplay, mm);
    const l = size(line.lengthForDisplay, mm);
    if (!(w > 0) || !(l >= w)) throw new Error("Invalid input");
    const n = Number(line.quantity);
    const material = materials.get(line.materialType)!;
    const wc = step > 0 ? Math.ceil(w / step) * step : w;
    const lc = step > 0 ? Math.ceil(l / step) * step : l;
    const area = r2(Math.max((wc * lc) / 144, minArea) * n);
    const mult = Number(line.multiplier ?? 1);
    const rate = fold ? r2(material.rate * (1 + material.wastage / 100)) : material.rate;
    const wastage = fold ? 0 : r2((area * material.wastage) / 100);
    const materialAmount = r2((area + wastage) * rate * mult);
    const cq = s.cuttingRateType === "runningFt" ? r2((2 * (wc + lc) * n) / 12) : area;
    const cuttingAmount = r2(cq * material.cuttingRate);
    let edgeFt = 0;
    let edgeAmount = 0;
    if (line.edgeSelection) {
      const [lengths, widths] = SIDES[line.edgeSelection]!;
      let extra = 0;
      for (const x of line.areaExtras ?? []) extra += Number(x.value);
      edgeFt = r2(((lengths * lc + widths * wc + extra) * n) / 12);
      edgeAmount = r2(edgeFt * edgeRates.get(line.edgeProfile!)!);
    }
    const taxable = materialAmount + edgeAmount + (s.gstOnCuttingRate ? cuttingAmount : 0);
    const gst = r2((taxable * material.gst) / 100);
    const total = materialAmount + cuttingAmount + edgeAmount + gst;
    t.area += area;
    t.material += materialAmount;
    t.cutting += cuttingAmount;
    t.edge += edgeAmount;
    t.taxable += taxable;
    t.gst += gst;
    t.total += total;
    return {
      width: w.toFixed(2),
      length: l.toFixed(2),
      chargeableWidth: wc.toFixed(2),
      chargeableLength: lc.toFixed(2),
      area: area.toFixed(2),
      wastageArea: wastage.toFixed(2),
      rate: rate.toFixed(2),
      materialAmount: materialAmount.toFixed(2),
      cuttingQuantity: cq.toFixed(2),
      cuttingAmount: cuttingAmount.toFixed(2),
      edgeRunningFt: edgeFt.toFixed(2),
      edgeAmount: edgeAmount.toFixed(2),
      taxableValue: taxable.toFixed(2),
      gstAmount: gst.toFixed(2),
      total: total.toFixed(2),
    };
  });
  const inter =
    !!input.supplierGstin &&
    !!input.recipientGstin &&
    input.supplierGstin.slice(0, 2) !== input.recipientGstin.slice(0, 2);
  const cgst = inter ? 0 : r2(t.gst / 2);
  const payable = Math.round(t.total);
  return {
    lines,
    totals: {
      area: t.area.toFixed(2),
      materialAmount: t.material.toFixed(2),
      cuttingAmount: t.cutting.toFixed(2),
      edgeAmount: t.edge.toFixed(2),
      taxableValue: t.taxable.toFixed(2),
      cgst: cgst.toFixed(2),
      sgst: (inter ? 0 : t.gst - cgst).toFixed(2),
      igst: (inter ? t.gst : 0).toFixed(2),
      gst: t.gst.toFixed(2),
      grandTotal: t.total.toFixed(2),
      roundOff: (payable - t.total).toFixed(2),
      payable: payable.toFixed(2),
      amountInWords: amountInWords(payable),
    },
  };
}
