import type { Allocation, MatchCredit, MatchInvoice } from "../src/bank/bank-match";

// A generated statement against generated invoices, with what each credit truly pays: UPI payments
// carrying the invoice number as Kerf's QR sets it (with the separators banks mangle), NEFT credits
// naming the customer (whole or cut), cheques cleared, part payments, and strangers who owe nothing.

export interface SampleCredit extends MatchCredit {
  kind: "upi" | "neft" | "neft-2" | "cheque" | "part" | "part-name" | "stranger";
  /** What it really pays; empty for a stranger (matchable: not empty). */
  truth: Allocation[];
}

const sum = (xs: readonly Allocation[]) => xs.reduce((t, a) => t + a.paise, 0n);

/** mulberry32: a small seeded generator, so every run measures the same statement. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = [
  "Sharma",
  "Mehta",
  "Kapoor",
  "Verma",
  "Gupta",
  "Reddy",
  "Iyer",
  "Patel",
  "Shah",
  "Nair",
  "Joshi",
  "Rao",
  "Das",
  "Bose",
  "Khan",
  "Singh",
  "Agarwal",
  "Malhotra",
  "Chopra",
  "Desai",
];
const SECOND = [
  "Glass",
  "Interiors",
  "Builders",
  "Aluminium",
  "Constructions",
  "Furnishers",
  "Glazing Works",
  "Homes",
  "Decor",
  "Architects",
  "Developers",
  "Traders",
  "Fabricators",
  "Enterprises",
];
const STRANGERS = [
  "Zenith Foods",
  "Blue Ocean Travels",
  "Om Sai Medicals",
  "Lakshmi Textiles",
  "Quick Cabs",
  "Star Electricals",
];

export function sampleStatement(
  credits = 1000,
  seed = 31,
): { invoices: MatchInvoice[]; credits: SampleCredit[] } {
  const rnd = random(seed);
  const int = (n: number) => Math.floor(rnd() * n);
  const pick = <T>(xs: readonly T[]) => xs[int(xs.length)] as T;
  const names: string[] = [];
  for (const f of FIRST) for (const s of SECOND) names.push(`${f} ${s}${int(4) === 0 ? " Pvt. Ltd." : ""}`);
  const invoices: MatchInvoice[] = [];
  let serial = 0;
  names.forEach((name, c) => {
    const count = 2 + int(6);
    for (let k = 0; k < count; k++) {
      serial++;
      invoices.push({
        id: `i${serial}`,
        number: `INV/26-27/${String(serial).padStart(4, "0")}`,
        customerId: `c${c}`,
        customerName: name,
        invoiceDate: `2026-10-${String(1 + int(28)).padStart(2, "0")}`,
        balance: BigInt(50_000 + int(20_000_000)),
      });
    }
  });
  const pool = [...invoices].sort(() => rnd() - 0.5);
  const name = (inv: MatchInvoice) => inv.customerName.toUpperCase().replace(/\./g, "");
  const cut = (text: string) => (rnd() < 0.3 ? text.slice(0, 20) : text);
  const numberAs = (n: string) =>
    pick([n, n.replace(/\//g, "-"), n.replace(/[/-]/g, " "), n.replace(/[/-]/g, "")]);
  const utr = () => String(600000000000 + int(99999999999));
  const out: SampleCredit[] = [];
  for (let i = 0; i < credits; i++) {
    const roll = int(100);
    const inv = pool.pop() as MatchInvoice;
    const base = { id: `k${i}`, date: "2026-11-15", reference: null as string | null };
    if (roll < 45) {
      const ref = utr();
      const narration = pick([
        `UPI-${cut(name(inv))}-payer@okaxis-HDFC0000123-${ref}-${numberAs(inv.number)}`,
        `UPI/${ref}/${numberAs(inv.number)}/payer@ybl/ICICI Bank`,
        `BY TRANSFER-UPI/CR/${ref}/${name(inv).slice(0, 8)}/SBIN/payer@oksbi/${numberAs(inv.number)}`,
      ]);
      out.push({
        ...base,
        kind: "upi",
        paise: inv.balance,
        narration,
        reference: ref,
        truth: [{ invoiceId: inv.id, paise: inv.balance }],
      });
    } else if (roll < 65) {
      const ref = `SBIN${utr()}`;
      // Now and then one transfer settles two of the customer's invoices.
      const at = rnd() < 0.3 ? pool.findIndex((p) => p.customerId === inv.customerId) : -1;
      const paid = at >= 0 ? [inv, ...pool.splice(at, 1)] : [inv];
      const truth = paid.map((p) => ({ invoiceId: p.id, paise: p.balance }));
      const narration = `NEFT CR-SBIN0001234-${cut(name(inv))}-KERF GLASS-${ref}`;
      const kind = paid.length > 1 ? "neft-2" : "neft";
      out.push({ ...base, kind, paise: sum(truth), reference: ref, narration, truth });
    } else if (roll < 80) {
      const chq = String(100000 + int(899999));
      out.push({
        ...base,
        kind: "cheque",
        paise: inv.balance,
        reference: chq,
        narration: `CLG CHQ ${chq} ${cut(name(inv))}`,
        truth: [{ invoiceId: inv.id, paise: inv.balance }],
      });
    } else if (roll < 92) {
      const part = inv.balance / 2n + BigInt(int(1000));
      out.push({
        ...base,
        kind: "part",
        paise: part,
        narration: `NEFT-${name(inv)}-PART PAYMENT ${numberAs(inv.number)}`,
        truth: [{ invoiceId: inv.id, paise: part }],
      });
    } else if (roll < 94) {
      // A part payment naming only the customer: which invoice it pays is the shop's call.
      const part = inv.balance / 3n;
      out.push({
        ...base,
        kind: "part-name",
        paise: part,
        narration: `IMPS-${name(inv)}-ADVANCE`,
        truth: [{ invoiceId: inv.id, paise: part }],
      });
    } else {
      pool.push(inv);
      out.push({
        ...base,
        kind: "stranger",
        paise: BigInt(10_000 + int(5_000_000)),
        narration: `NEFT CR-${pick(STRANGERS).toUpperCase()}-REFUND ${utr()}`,
        truth: [],
      });
    }
  }
  // The invoices the credits pay were open when the statement came; others stay open too.
  return { invoices, credits: out };
}
