import { milli, rupees } from "./money";
import { GstFileError } from "./parties";

// ITC-04 (CGST Rules rule 45(3)): goods sent to job workers (table 4) and received back (table 5A), in
// the GST offline tool's JSON (m2jw and table5A, with India Compliance's field names for them) and as CSV
// with FORM GST ITC-04's columns.

export const ITC04_PERIOD_MESSAGE =
  "Period must be a quarter such as 2026-27-Q3, a half-year such as 2026-27-H2 or a year such as 2026-27";

/** A period of ITC-04: its dates and the return period code the tool writes (13-16 quarters, 17-18 halves, 19 year). */
export type Itc04Period = { label: string; from: string; to: string; fp: string };

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * `2026-27-Q3` (October-December 2026), `2026-27-H2` (October 2026-March 2027) or `2026-27` (the year).
 * Since 1-10-2021 (Notification 04/2021-Central Tax of 24-06-2021 amending rule 45(3)) ITC-04 is filed
 * half-yearly by a principal whose turnover in the preceding year exceeded Rs 5 crore and yearly by the
 * rest; quarters are still read for the periods before. `fp` is the code and the first month's year,
 * as India Compliance writes it for the tool (e.g. 182026 for H2 2026-27).
 */
export function parseItc04Period(text: string): Itc04Period {
  const fail = () => new GstFileError(ITC04_PERIOD_MESSAGE, { period: ITC04_PERIOD_MESSAGE }, "input");
  const value = text.trim();
  const m = /^(20\d\d)-(\d\d)(?:-(Q[1-4]|H[12]))?$/.exec(value);
  if (!m || Number(m[2]) !== (Number(m[1]) + 1) % 100) throw fail();
  const year = Number(m[1]);
  // [first month counted from April (0), months, code]
  const spans: Record<string, [number, number, number]> = {
    Q1: [0, 3, 13],
    Q2: [3, 3, 14],
    Q3: [6, 3, 15],
    Q4: [9, 3, 16],
    H1: [0, 6, 17],
    H2: [6, 6, 18],
    Y: [0, 12, 19],
  };
  const [offset, months, code] = spans[m[3] ?? "Y"]!;
  const at = (k: number) => ({ y: year + Math.floor((3 + k) / 12), m: ((3 + k) % 12) + 1 });
  const first = at(offset);
  const last = at(offset + months - 1);
  const lastDay = new Date(Date.UTC(last.y, last.m, 0)).getUTCDate();
  return {
    label: value,
    from: `${first.y}-${pad(first.m)}-01`,
    to: `${last.y}-${pad(last.m)}-${pad(lastDay)}`,
    fp: `${code}${first.y}`,
  };
}

export type Itc04Unit = "SQF" | "SQM";

/** A job-work challan: goods sent (table 4), one item per line. */
export type Itc04Sent = {
  gstin: string;
  challanNumber: string;
  challanDate: string;
  interState: boolean;
  items: { description: string; unit: Itc04Unit; qtyMilli: bigint; taxable: bigint; rate: string }[];
};

/** What came back of one challan line on one day (table 5A): received, and broken as losses. */
export type Itc04Back = {
  gstin: string;
  challanNumber: string;
  challanDate: string;
  processorChallanNo: string;
  date: string;
  description: string;
  unit: Itc04Unit;
  receivedMilli: bigint;
  brokenMilli: bigint;
};

const dash = (iso: string) => iso.split("-").reverse().join("-");
/** Half a rate, exact (9, 6.25, 2.5): halving a double only lowers its exponent. */
const half = (rate: string) => Number(rate) / 2;

/** The tool's goods type for inputs (India Compliance: "8b" inputs, "7b" capital goods). */
export const ITC04_INPUTS = "8b";
/** What the job workers do to glass, as table 5A's "nature of job work" says. */
export const ITC04_NATURE = "Processing of glass";

export function buildItc04(gstin: string, period: Itc04Period, sent: Itc04Sent[], back: Itc04Back[]) {
  const m2jw = sent.map((c) => ({
    ctin: c.gstin,
    jw_stcd: c.gstin.slice(0, 2),
    chnum: c.challanNumber,
    chdt: dash(c.challanDate),
    itms: c.items.map((item) => ({
      goods_ty: ITC04_INPUTS,
      desc: item.description.slice(0, 30),
      uqc: item.unit,
      qty: milli(item.qtyMilli),
      txval: rupees(item.taxable),
      tx_i: c.interState ? Number(item.rate) : 0,
      tx_c: c.interState ? 0 : half(item.rate),
      tx_s: c.interState ? 0 : half(item.rate),
      tx_cs: 0,
    })),
  }));
  const byWorker = new Map<string, Itc04Back[]>();
  for (const b of back) byWorker.set(b.gstin, [...(byWorker.get(b.gstin) ?? []), b]);
  const table5A = [...byWorker].map(([ctin, rows]) => ({
    ctin,
    jw_stcd: ctin.slice(0, 2),
    items: rows.map((b) => ({
      o_chnum: b.challanNumber,
      o_chdt: dash(b.challanDate),
      // The job worker's own challan; the original's number when the shop did not note it.
      jw2_chnum: b.processorChallanNo || b.challanNumber,
      jw2_chdt: dash(b.date),
      nat_jw: ITC04_NATURE,
      uqc: b.unit,
      qty: milli(b.receivedMilli),
      desc: b.description.slice(0, 30),
      lwuqc: b.unit,
      lwqty: milli(b.brokenMilli),
    })),
  }));
  return { gstin, fp: period.fp, m2jw, table5A };
}

export type Itc04Json = ReturnType<typeof buildItc04>;

const csvCell = (v: string | number) => {
  const text = String(v);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};
const csvRow = (cells: (string | number)[]) => cells.map(csvCell).join(",");

/** FORM GST ITC-04's table 4 columns (rule 45(3)), one row per item. */
export const ITC04_TABLE4_COLUMNS = [
  "GSTIN / State of Job Worker",
  "Challan Number",
  "Challan Date",
  "Description of Goods",
  "UQC",
  "Quantity",
  "Taxable Value",
  "Types of Goods",
  "Central Tax Rate (%)",
  "State/UT Tax Rate (%)",
  "Integrated Tax Rate (%)",
  "Cess",
];
/** FORM GST ITC-04's table 5A columns, one row per receipt. */
export const ITC04_TABLE5A_COLUMNS = [
  "GSTIN / State of Job Worker",
  "Challan Number issued by Job Worker",
  "Challan Date issued by Job Worker",
  "Description of Goods",
  "UQC",
  "Quantity",
  "Original Challan Number",
  "Original Challan Date",
  "Nature of Job Work done",
  "Losses & Wastes UQC",
  "Losses & Wastes Quantity",
];

/** The file as CSV: table 4, a blank line, table 5A, each under its heading row. */
export function itc04Csv(file: Itc04Json): string {
  const rows = [
    "Table 4",
    csvRow(ITC04_TABLE4_COLUMNS),
    ...file.m2jw.flatMap((c) =>
      c.itms.map((i) =>
        csvRow([
          c.ctin,
          c.chnum,
          c.chdt,
          i.desc,
          i.uqc,
          i.qty,
          i.txval,
          "Inputs",
          i.tx_c,
          i.tx_s,
          i.tx_i,
          i.tx_cs,
        ]),
      ),
    ),
    "",
    "Table 5A",
    csvRow(ITC04_TABLE5A_COLUMNS),
    ...file.table5A.flatMap((w) =>
      w.items.map((i) =>
        csvRow([
          w.ctin,
          i.jw2_chnum,
          i.jw2_chdt,
          i.desc,
          i.uqc,
          i.qty,
          i.o_chnum,
          i.o_chdt,
          i.nat_jw,
          i.lwuqc,
          i.lwqty,
        ]),
      ),
    ),
  ];
  return `${rows.join("\r\n")}\r\n`;
}
