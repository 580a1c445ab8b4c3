import type { InvoiceLine, InvoiceSnapshot } from "../entities/invoice";
import { type RateTax, taxByRate } from "../tax-by-rate";
import { areaQuantityMilli, areaUnit, DEFAULT_CUTTING_SAC, defaultHsnFor } from "./hsn";
import { halfOf, paise, sum } from "./money";
import type { Party } from "./parties";

/** One supply of an invoice as the GST files see it: a goods line, or untaxed cutting (a service). */
export type GstItem = {
  slNo: number;
  description: string;
  /** HSN of the material, or the company's SAC for cutting. */
  code: string;
  isService: boolean;
  /** SQF, SQM for goods; null for the cutting service (no quantity of its own). */
  unit: "SQF" | "SQM" | null;
  /** Thousandths of the unit (3 decimals). */
  qtyMilli: bigint;
  /** GST % as the line carries it ("18", "12.5", "0"). */
  rate: string;
  taxable: bigint;
  igst: bigint;
  cgst: bigint;
  sgst: bigint;
};

/** What the company's current records supply where an old invoice's snapshot is silent. */
export type GstFallbacks = {
  /** Each material's current HSN and stock kind, by name. */
  materials: ReadonlyMap<string, { hsnCode: string | null; kind: string | null }>;
  pinCode: string | null;
  city: string | null;
  cuttingSac: string;
};

/** What a GST file (an e-invoice, an e-way bill) says of one document besides its own details. */
export type GstDocument = {
  number: string;
  date: string;
  seller: Party;
  buyer: Party;
  /** Where the goods go when it is not the billing address. */
  shipTo: Party | null;
  placeOfSupply: string;
  figures: GstInvoice;
};

export type GstInvoice = {
  interState: boolean;
  items: GstItem[];
  /** Goods' taxable value plus untaxed cutting: the files' assessable value. */
  assessable: bigint;
  cgst: bigint;
  sgst: bigint;
  igst: bigint;
  roundOff: bigint;
  payable: bigint;
  untaxedCutting: bigint;
  /** What was taken from current records rather than the snapshot (said in the answer). */
  fallbacks: string[];
  /** Lines whose material has no HSN, not even a default: the files cannot be made until one is set. */
  missingHsn: string[];
};

function lineRate(line: InvoiceLine): string {
  return taxByRate({ lines: [line], interState: false }).rates[0]?.rate ?? "0";
}

/** The cutting charged on a line without GST: what the line adds up to beyond its taxable value. */
function untaxedCuttingOf(line: InvoiceLine): bigint {
  return (
    paise(line.materialAmount) + paise(line.cuttingAmount) + paise(line.edgeAmount) - paise(line.taxableValue)
  );
}

/**
 * An invoice's supplies for the GST files, from its snapshot: one goods item per line (its material's
 * HSN, the chargeable area in SQF or SQM, its taxable value and GST) and one service item for cutting
 * charged without GST (the company's SAC, rate 0). The CGST of each rate is pricing.md's "tax by rate"
 * figure, shared over its lines (r2 of half each line's GST, the rate's largest line taking the rest),
 * so items, rates and the invoice add up to the paisa.
 */
export function gstInvoice(
  snapshot: InvoiceSnapshot,
  fallbacks: GstFallbacks,
  /** A credit note's own split by rate (its snapshot's), instead of the lines' own. */
  rates?: readonly RateTax[],
): GstInvoice {
  const notes = new Set<string>();
  const missingHsn: string[] = [];
  const split = {
    rates: rates ?? taxByRate({ lines: snapshot.lines, interState: snapshot.interState }).rates,
  };
  const unit = areaUnit(snapshot.unit);

  const items: GstItem[] = snapshot.lines.map((line, i) => {
    let code = line.hsnCode;
    if (!code) {
      const current = fallbacks.materials.get(line.materialType);
      code = current?.hsnCode ?? defaultHsnFor(line.materialType, current?.kind);
      if (code)
        notes.add(
          `HSN of ${line.materialType}: ${code} (not on the invoice; ${current?.hsnCode ? "the material's current HSN" : "the default for its kind"})`,
        );
      else missingHsn.push(`Line ${i + 1}: ${line.materialType}`);
    }
    const gst = paise(line.gstAmount);
    return {
      slNo: i + 1,
      description: line.description,
      code: code ?? "",
      isService: false,
      unit,
      qtyMilli: areaQuantityMilli(line.area, snapshot.unit),
      rate: lineRate(line),
      taxable: paise(line.taxableValue),
      igst: snapshot.interState ? gst : 0n,
      cgst: snapshot.interState ? 0n : halfOf(gst),
      // Set below, once each rate's CGST is settled.
      sgst: 0n,
    };
  });

  if (!snapshot.interState) {
    for (const rate of split.rates) {
      const group = items.filter((item) => item.rate === rate.rate);
      let anchor = group[0];
      for (const item of group) if (anchor && item.taxable > anchor.taxable) anchor = item;
      if (anchor) anchor.cgst += paise(rate.cgst) - sum(group, (item) => item.cgst);
    }
    for (const item of items) {
      item.sgst = paise(snapshot.lines[item.slNo - 1]!.gstAmount) - item.cgst;
    }
  }

  const untaxedCutting = sum(snapshot.lines, untaxedCuttingOf);
  if (untaxedCutting > 0n) {
    const sac = snapshot.company.cuttingSac ?? fallbacks.cuttingSac ?? DEFAULT_CUTTING_SAC;
    if (!snapshot.company.cuttingSac) notes.add(`SAC of cutting: ${sac} (the company's current one)`);
    items.push({
      slNo: items.length + 1,
      description: "Cutting charges (job work, without GST)",
      code: sac,
      isService: true,
      unit: null,
      qtyMilli: 0n,
      rate: "0",
      taxable: untaxedCutting,
      igst: 0n,
      cgst: 0n,
      sgst: 0n,
    });
  }

  return {
    interState: snapshot.interState,
    items,
    assessable: sum(items, (item) => item.taxable),
    cgst: sum(items, (item) => item.cgst),
    sgst: sum(items, (item) => item.sgst),
    igst: sum(items, (item) => item.igst),
    roundOff: paise(snapshot.totals.roundOff),
    payable: paise(snapshot.totals.payable),
    untaxedCutting,
    fallbacks: [...notes],
    missingHsn,
  };
}
