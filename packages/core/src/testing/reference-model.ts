import type {
  ItemLineInput,
  OperationBandInput,
  PieceLineInput,
  PricedItemLine,
  PricedLine,
  PricedQuote,
  PriceQuoteInput,
} from "../pricing-types";

// docs/spec/pricing.md written out a second time, as plainly as possible, on BigInt fractions: the oracle the
// property tests hold the engine to. It shares no code with the engine.

interface Q {
  n: bigint;
  d: bigint;
}

const q = (n: bigint, d = 1n): Q => ({ n, d });
const add = (a: Q, b: Q): Q => q(a.n * b.d + b.n * a.d, a.d * b.d);
const mul = (a: Q, b: Q): Q => q(a.n * b.n, a.d * b.d);
const div = (a: Q, b: Q): Q => (b.n < 0n ? q(-a.n * b.d, a.d * -b.n) : q(a.n * b.d, a.d * b.n));
const less = (a: Q, b: Q): boolean => a.n * b.d < b.n * a.d;
const int = (n: number | bigint): Q => q(BigInt(n));

function parse(value: number | string): Q {
  const text = String(value).trim();
  const [whole = "0", fraction = ""] = text.split(".");
  return q(BigInt((whole || "0") + fraction), 10n ** BigInt(fraction.length));
}

/** Half away from zero, to a multiple of 1/per, kept as a fraction. */
function round(x: Q, per: bigint): Q {
  const scaled = x.n * per;
  const negative = scaled < 0n !== x.d < 0n;
  const a = scaled < 0n ? -scaled : scaled;
  const d = x.d < 0n ? -x.d : x.d;
  const rounded = (a * 2n + d) / (2n * d);
  return q(negative ? -rounded : rounded, per);
}

const r2 = (x: Q): Q => round(x, 100n);

function ceil(x: Q): bigint {
  return (x.n + x.d - 1n) / x.d;
}

function text(x: Q): string {
  const cents = r2(x).n;
  const negative = cents < 0n;
  const digits = String(negative ? -cents : cents).padStart(3, "0");
  return `${negative ? "-" : ""}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

function size(typed: string | number, unit: string): Q {
  const s = String(typed);
  if (unit === "mm") return r2(div(parse(s), parse("25.4")));
  const [whole, eighths] = s.split("#");
  return eighths === undefined ? parse(s) : add(parse(whole!), q(BigInt(eighths), 8n));
}

const SIDES: Record<string, [bigint, bigint]> = {
  edgeSelection1: [1n, 0n],
  edgeSelection2: [2n, 0n],
  edgeSelection3: [0n, 1n],
  edgeSelection4: [0n, 2n],
  edgeSelection5: [1n, 1n],
  edgeSelection6: [2n, 1n],
  edgeSelection7: [1n, 2n],
  edgeSelection8: [2n, 2n],
  edgeSelection9: [0n, 0n],
};

const absent = (x: unknown) => x === null || x === undefined || x === "";

/** pricing.md "Operations on a piece line": sort the bands, take the first that fits. */
function referenceBandRate(bands: readonly OperationBandInput[], d: Q | null, t: Q | null): Q {
  // An absent bound is no limit: it sorts last and fits everything.
  const key = (x: unknown): Q | null => (absent(x) ? null : parse(x as string | number));
  const before = (a: Q | null, b: Q | null) => (a === null ? false : b === null ? true : less(a, b));
  const sorted = [...bands].sort((a, b) => {
    const [sa, sb, ta, tb] = [key(a.sizeUpTo), key(b.sizeUpTo), key(a.thicknessUpTo), key(b.thicknessUpTo)];
    if (before(sa, sb)) return -1;
    if (before(sb, sa)) return 1;
    return before(ta, tb) ? -1 : before(tb, ta) ? 1 : 0;
  });
  const band = sorted.find((b) => {
    const [s, th] = [key(b.sizeUpTo), key(b.thicknessUpTo)];
    return (d === null || s === null || !less(s, d)) && (t === null || th === null || !less(th, t));
  });
  if (!band) throw new Error("No rate for this size");
  return parse(band.rate);
}

export function referencePriceQuote(input: PriceQuoteInput): PricedQuote {
  const s = input.settings;
  const unit = s.unit ?? "inch";
  const step = parse(s.roundingStep ?? 1);
  const minArea = parse(s.minAreaPerPiece ?? 0);
  const sums = {
    area: int(0),
    material: int(0),
    cutting: int(0),
    edge: int(0),
    taxable: int(0),
    gst: int(0),
    total: int(0),
    operations: int(0),
    items: int(0),
  };

  const lines = input.lines.map((line: PieceLineInput): PricedLine => {
    const m = input.materials.find((x) => x.materialName === line.materialType)!;
    const [rate, cuttingRate, gstPct, wastagePct] = [
      m.materialRate,
      m.cuttingRate,
      m.materialGst,
      m.materialWastage,
    ].map(parse) as [Q, Q, Q, Q];
    const n = int(Number(line.quantity));
    const multiplier = parse(line.multiplier ?? 1);
    const w = size(line.widthForDisplay, unit);
    const l = size(line.lengthForDisplay, unit);
    const chargeable = (x: Q) => (step.n === 0n ? x : mul(int(ceil(div(x, step))), step));
    const wc = chargeable(w);
    const lc = chargeable(l);
    const pieceArea = div(mul(wc, lc), int(144));
    const area = r2(mul(less(pieceArea, minArea) ? minArea : pieceArea, n));
    let lineRate = rate;
    let wastage = int(0);
    let material: Q;
    if (s.isAddExtraMaterialInRate) {
      lineRate = r2(mul(rate, add(int(1), div(wastagePct, int(100)))));
      material = r2(mul(mul(area, lineRate), multiplier));
    } else {
      wastage = r2(div(mul(area, wastagePct), int(100)));
      material = r2(mul(mul(add(area, wastage), rate), multiplier));
    }
    const cq = s.cuttingRateType === "runningFt" ? r2(div(mul(mul(int(2), add(wc, lc)), n), int(12))) : area;
    const cutting = r2(mul(cq, cuttingRate));
    let edgeFt = int(0);
    let edge = int(0);
    if (line.edgeSelection) {
      const [lengths, widths] = SIDES[line.edgeSelection]!;
      const extra = (line.areaExtras ?? []).reduce((sum, x) => add(sum, parse(x.value)), int(0));
      const profile = input.edgeProfiles.find((p) => p.edgeProfileName === line.edgeProfile)!;
      edgeFt = r2(div(mul(add(add(mul(int(lengths), lc), mul(int(widths), wc)), extra), n), int(12)));
      edge = r2(mul(edgeFt, parse(profile.edgeProfileRate)));
    }
    let operations = int(0);
    for (const entry of line.operations ?? []) {
      const bands = input.operations!.find((o) => o.operationName === (entry.operation ?? entry.name))!.bands;
      const d = absent(entry.size) ? null : unit === "mm" ? parse(entry.size!) : size(entry.size!, "inch");
      const t = absent(m.thickness) ? null : parse(m.thickness!);
      operations = add(operations, mul(int(Number(entry.count)), referenceBandRate(bands, d, t)));
    }
    operations = r2(mul(n, operations));
    const taxable = add(add(add(material, edge), operations), s.gstOnCuttingRate ? cutting : int(0));
    const gst = r2(div(mul(taxable, gstPct), int(100)));
    const total = add(add(add(add(material, cutting), edge), operations), gst);
    sums.operations = add(sums.operations, operations);
    sums.area = add(sums.area, area);
    sums.material = add(sums.material, material);
    sums.cutting = add(sums.cutting, cutting);
    sums.edge = add(sums.edge, edge);
    sums.taxable = add(sums.taxable, taxable);
    sums.gst = add(sums.gst, gst);
    sums.total = add(sums.total, total);
    return {
      width: text(w),
      length: text(l),
      chargeableWidth: text(wc),
      chargeableLength: text(lc),
      area: text(area),
      wastageArea: text(wastage),
      rate: text(lineRate),
      materialAmount: text(material),
      cuttingQuantity: text(cq),
      cuttingAmount: text(cutting),
      edgeRunningFt: text(edgeFt),
      edgeAmount: text(edge),
      taxableValue: text(taxable),
      gstAmount: text(gst),
      total: text(total),
      ...(line.operations?.length ? { operationsAmount: text(operations) } : {}),
    };
  });

  const itemLines = (input.itemLines ?? []).map((line: ItemLineInput): PricedItemLine => {
    const item = input.items!.find((x) => x.itemName === line.item)!;
    const gstRate = parse(item.gstRate);
    const amount = r2(mul(parse(line.quantity), parse(item.rate)));
    const gst = r2(div(mul(amount, gstRate), int(100)));
    sums.items = add(sums.items, amount);
    sums.taxable = add(sums.taxable, amount);
    sums.gst = add(sums.gst, gst);
    sums.total = add(sums.total, add(amount, gst));
    return {
      rate: text(parse(item.rate)),
      gstRate: text(gstRate),
      itemAmount: text(amount),
      itemGst: text(gst),
      itemTotal: text(add(amount, gst)),
    };
  });
  const shows = itemLines.length > 0 || input.lines.some((line) => (line.operations?.length ?? 0) > 0);

  const supplier = input.supplierGstin?.slice(0, 2);
  const recipient = input.recipientGstin?.slice(0, 2);
  const inter = !!supplier && !!recipient && supplier !== recipient;
  const cgst = inter ? int(0) : r2(div(sums.gst, int(2)));
  const payable = round(sums.total, 1n);
  return {
    lines,
    ...(itemLines.length > 0 ? { itemLines } : {}),
    totals: {
      area: text(sums.area),
      materialAmount: text(sums.material),
      cuttingAmount: text(sums.cutting),
      edgeAmount: text(sums.edge),
      taxableValue: text(sums.taxable),
      cgst: text(cgst),
      sgst: text(inter ? int(0) : add(sums.gst, mul(cgst, int(-1)))),
      igst: text(inter ? sums.gst : int(0)),
      gst: text(sums.gst),
      grandTotal: text(sums.total),
      roundOff: text(add(payable, mul(sums.total, int(-1)))),
      payable: text(payable),
      amountInWords: "",
      ...(shows ? { operationsAmount: text(sums.operations), itemsAmount: text(sums.items) } : {}),
    },
  };
}
