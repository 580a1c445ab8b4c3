import { csvText } from "../csv";
import { GST_STATES } from "../gst-states";
import type { Gstr1Json } from "./gstr1";
import { GstFileError } from "./parties";

/** The tables GSTR-1 exports as CSV, named as the offline tool's sheets (hsn in its two current parts). */
export const GSTR1_CSV_TABLES = [
  "b2b",
  "b2cl",
  "b2cs",
  "cdnr",
  "cdnur",
  "exemp",
  "hsnb2b",
  "hsnb2c",
  "docs",
] as const;
export type Gstr1CsvTable = (typeof GSTR1_CSV_TABLES)[number];

export const GSTR1_TABLE_MESSAGE = `table must be one of ${GSTR1_CSV_TABLES.join(", ")} (hsn is hsnb2b or hsnb2c: the current format keeps them apart)`;

// Headings the sheets share: the receiver, an invoice's or a note's first columns, an item's last ones.
const RECEIVER = ["GSTIN/UIN of Recipient", "Receiver Name"];
const INVOICE = ["Invoice Number", "Invoice date", "Invoice Value", "Place Of Supply"];
const NOTE = ["Note Number", "Note Date", "Note Type", "Place Of Supply"];
const ITEM = ["Rate", "Taxable Value", "Cess Amount"];
const APPLICABLE = "Applicable % of Tax Rate";
const HSN = [
  "HSN",
  "Description",
  "UQC",
  "Total Quantity",
  "Total Value",
  "Rate",
  "Taxable Value",
  "Integrated Tax Amount",
  "Central Tax Amount",
  "State/UT Tax Amount",
  "Cess Amount",
];

/** Each table's column headings, as the offline tool's sheets have them. */
export const GSTR1_CSV_HEADINGS: Record<Gstr1CsvTable, string[]> = {
  b2b: [...RECEIVER, ...INVOICE, "Reverse Charge", APPLICABLE, "Invoice Type", "E-Commerce GSTIN", ...ITEM],
  b2cl: [...INVOICE, APPLICABLE, ...ITEM, "E-Commerce GSTIN"],
  b2cs: ["Type", "Place Of Supply", APPLICABLE, ...ITEM, "E-Commerce GSTIN"],
  cdnr: [...RECEIVER, ...NOTE, "Reverse Charge", "Note Supply Type", "Note Value", APPLICABLE, ...ITEM],
  cdnur: ["UR Type", ...NOTE, "Note Value", APPLICABLE, ...ITEM],
  exemp: [
    "Description",
    "Nil Rated Supplies",
    "Exempted(other than nil rated/non GST supply)",
    "Non-GST Supplies",
  ],
  hsnb2b: HSN,
  hsnb2c: HSN,
  docs: ["Nature of Document", "Sr. No. From", "Sr. No. To", "Total Number", "Cancelled"],
};

export function parseGstr1Table(value: string): Gstr1CsvTable {
  const table = GSTR1_CSV_TABLES.find((t) => t === value.trim().toLowerCase());
  if (!table) throw new GstFileError(GSTR1_TABLE_MESSAGE, { table: GSTR1_TABLE_MESSAGE }, "input");
  return table;
}

/**
 * A figure of the JSON with exactly 2 decimals. String(n) writes the shortest text that reads back to the
 * double, which is the 2-decimal text the number was made from (see money.ts): only digits are padded.
 */
function fixed(n: number, places = 2): string {
  const [whole, frac = ""] = String(n).split(".");
  return `${whole}.${frac.padEnd(places, "0")}`;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** "05-11-2026" (the JSON's date) -> "05-Nov-2026" (the sheets'). */
const sheetDate = (dashed: string) => {
  const [d, m, y] = dashed.split("-");
  return `${d}-${MONTHS[Number(m) - 1]}-${y}`;
};
const place = (pos: string) => `${pos}-${GST_STATES[pos] ?? ""}`;
/** The offline tool's UQC master as its sheets write it (code-NAME). */
const UQC_TEXT: Record<string, string> = {
  SQF: "SQF-SQUARE FEET",
  SQM: "SQM-SQUARE METERS",
  NOS: "NOS-NUMBERS",
  SET: "SET-SETS",
  PRS: "PRS-PAIRS",
  MTR: "MTR-METERS",
  KGS: "KGS-KILOGRAMS",
  OTH: "OTH-OTHERS",
  NA: "NA",
};
const NIL_TEXT: Record<string, string> = {
  INTRB2B: "Inter-State supplies to registered persons",
  INTRAB2B: "Intra-State supplies to registered persons",
  INTRB2C: "Inter-State supplies to unregistered persons",
  INTRAB2C: "Intra-State supplies to unregistered persons",
};

/** An invoice's number, date, value and place of supply. */
const invoiceCells = (inv: { inum: string; idt: string; val: number }, pos: string) => [
  inv.inum,
  sheetDate(inv.idt),
  fixed(inv.val),
  place(pos),
];
/** A credit note's number, date, type (C) and place of supply. */
const noteCells = (nt: { nt_num: string; nt_dt: string; pos: string }) => [
  nt.nt_num,
  sheetDate(nt.nt_dt),
  "C",
  place(nt.pos),
];
/** An item's rate, taxable value and cess (none). */
const itemCells = (it: { itm_det: { rt: number; txval: number } }) => [
  fixed(it.itm_det.rt),
  fixed(it.itm_det.txval),
  "0.00",
];

/** One table of the return as CSV with the offline tool's headings; `names` gives receivers by GSTIN. */
export function gstr1Csv(json: Gstr1Json, table: Gstr1CsvTable, names: ReadonlyMap<string, string>): string {
  const rows: (string | number)[][] = [];
  const receiver = (gstin: string) => [gstin, names.get(gstin) ?? ""];
  switch (table) {
    case "b2b":
      for (const party of json.b2b ?? [])
        for (const inv of party.inv)
          for (const it of inv.itms)
            rows.push([
              ...receiver(party.ctin),
              ...invoiceCells(inv, inv.pos),
              "N",
              "",
              "Regular B2B",
              "",
              ...itemCells(it),
            ]);
      break;
    case "b2cl":
      for (const group of json.b2cl ?? [])
        for (const inv of group.inv)
          for (const it of inv.itms) rows.push([...invoiceCells(inv, group.pos), "", ...itemCells(it), ""]);
      break;
    case "b2cs":
      for (const row of json.b2cs ?? [])
        rows.push(["OE", place(row.pos), "", fixed(row.rt), fixed(row.txval), "0.00", ""]);
      break;
    case "cdnr":
      for (const party of json.cdnr ?? [])
        for (const nt of party.nt)
          for (const it of nt.itms)
            rows.push([
              ...receiver(party.ctin),
              ...noteCells(nt),
              "N",
              "Regular B2B",
              fixed(nt.val),
              "",
              ...itemCells(it),
            ]);
      break;
    case "cdnur":
      for (const nt of json.cdnur ?? [])
        for (const it of nt.itms) rows.push(["B2CL", ...noteCells(nt), fixed(nt.val), "", ...itemCells(it)]);
      break;
    case "exemp":
      for (const row of json.nil?.inv ?? [])
        rows.push([NIL_TEXT[row.sply_ty] ?? row.sply_ty, fixed(row.nil_amt), "0.00", "0.00"]);
      break;
    case "hsnb2b":
    case "hsnb2c":
      for (const row of (table === "hsnb2b" ? json.hsn?.hsn_b2b : json.hsn?.hsn_b2c) ?? []) {
        // Total value = taxable value + taxes, added in paise from the exact 2-decimal texts.
        const cents = [row.txval, row.iamt, row.camt, row.samt].reduce(
          (t, v) => t + BigInt(fixed(v).replace(".", "")),
          0n,
        );
        const total = `${cents < 0n ? "-" : ""}${String(cents < 0n ? -cents : cents)
          .padStart(3, "0")
          .replace(/(\d\d)$/, ".$1")}`;
        rows.push([
          row.hsn_sc,
          row.desc,
          UQC_TEXT[row.uqc] ?? row.uqc,
          fixed(row.qty, 3),
          total,
          fixed(row.rt),
          fixed(row.txval),
          fixed(row.iamt),
          fixed(row.camt),
          fixed(row.samt),
          "0.00",
        ]);
      }
      break;
    case "docs":
      for (const kind of json.doc_issue?.doc_det ?? [])
        for (const d of kind.docs) rows.push([kind.doc_typ, d.from, d.to, d.totnum, d.cancel]);
      break;
  }
  return csvText([GSTR1_CSV_HEADINGS[table], ...rows]);
}
