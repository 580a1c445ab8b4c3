import { parseBankDate } from "./bank-values";

// OFX 1.x is SGML whose leaf elements have no closing tag; OFX 2.x is XML. Both keep each transaction in
// a <STMTTRN> aggregate, so this reads those aggregates and their leaves by tag, in either form. The npm
// OFX readers return amounts as JavaScript numbers (floats) or are untyped, hence this small reader.

export interface OfxTransaction {
  type: string;
  date: string | null;
  /** TRNAMT as written: signed decimal text. */
  amount: string;
  fitId: string | null;
  name: string;
  memo: string;
  checkNumber: string | null;
  refNumber: string | null;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function decode(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? "");
}

function leaf(block: string, tag: string): string | null {
  const m = new RegExp(`<${tag}>([^<\\r\\n]*)`, "i").exec(block);
  const value = m?.[1] === undefined ? "" : decode(m[1]).trim();
  return value === "" ? null : value;
}

/** Whether the text is an OFX file (its header or root element). */
export function isOfx(text: string): boolean {
  return /OFXHEADER|<OFX>/i.test(text.slice(0, 2000));
}

export function readOfxTransactions(text: string): OfxTransaction[] {
  const out: OfxTransaction[] = [];
  const re = /<STMTTRN>([\s\S]*?)(?:<\/STMTTRN>|(?=<STMTTRN>)|<\/BANKTRANLIST>)/gi;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const block = m[1] as string;
    out.push({
      type: (leaf(block, "TRNTYPE") ?? "").toUpperCase(),
      date: parseBankDate(leaf(block, "DTPOSTED") ?? ""),
      amount: leaf(block, "TRNAMT") ?? "",
      fitId: leaf(block, "FITID"),
      name: leaf(block, "NAME") ?? "",
      memo: leaf(block, "MEMO") ?? "",
      checkNumber: leaf(block, "CHECKNUM"),
      refNumber: leaf(block, "REFNUM"),
    });
  }
  return out;
}
