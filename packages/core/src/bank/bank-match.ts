import type { PaymentMode } from "../enums";
import { compact, containsNumber, creditMode, nameShown, nameWords } from "./bank-text";

// Matching a statement's credits to open invoices, pure: no I/O, so the rules are unit-tested and
// benchmarked (bench/bank-match.bench.ts). An "exact" match may be posted without a look; everything
// else is only suggested. The rules, in order, for each credit (oldest first, each exact match taking
// its share off the balances the later credits see):
//   1. its UTR/reference is one a payment already recorded carries: "recorded", never posted again;
//   2. it names open invoices by number (the UPI note Kerf's QR sets is the invoice number; NEFT
//      remarks and references often carry it): exact when it pays them in full, or part of the one named;
//   3. it names one customer: exact when it equals exactly one set of that customer's open balances
//      (one invoice or several); otherwise their oldest invoices are suggested;
//   4. else invoices (and customers) whose open balance equals the amount are suggested.

export interface MatchInvoice {
  id: string;
  number: string;
  customerId: string;
  customerName: string;
  invoiceDate: string;
  /** What is left to collect, in paise (> 0). */
  balance: bigint;
}

export interface MatchCredit {
  id: string;
  date: string;
  paise: bigint;
  narration: string;
  reference: string | null;
}

export interface Allocation {
  invoiceId: string;
  paise: bigint;
}

export type MatchRule = "invoice-number" | "customer-amount" | "customer-oldest" | "amount";

export interface Suggestion {
  rule: MatchRule;
  allocations: Allocation[];
}

export interface CreditMatch {
  creditId: string;
  status: "exact" | "suggested" | "unmatched" | "recorded";
  mode: PaymentMode;
  /** The exact match, or the suggestions best first (at most MAX_SUGGESTIONS). */
  suggestions: Suggestion[];
}

export const MAX_SUGGESTIONS = 5;
/** Customers with more open invoices than this are matched by single invoices and oldest-first runs only. */
const SUBSET_LIMIT = 14;

const sum = (xs: readonly Allocation[]) => xs.reduce((t, a) => t + a.paise, 0n);

/** Oldest first, the amount spread over the invoices until it runs out. */
function oldestFirst(
  invoices: readonly MatchInvoice[],
  paise: bigint,
  left: Map<string, bigint>,
): Allocation[] {
  const out: Allocation[] = [];
  let rest = paise;
  for (const inv of invoices) {
    if (rest <= 0n) break;
    const take = (left.get(inv.id) ?? 0n) < rest ? (left.get(inv.id) ?? 0n) : rest;
    if (take > 0n) out.push({ invoiceId: inv.id, paise: take });
    rest -= take;
  }
  return out;
}

/** The sets of invoices whose balances add up to exactly `paise` (at most `limit` of them). */
function exactSets(
  invoices: readonly MatchInvoice[],
  left: Map<string, bigint>,
  paise: bigint,
  limit: number,
): MatchInvoice[][] {
  const found: MatchInvoice[][] = [];
  const bal = (i: MatchInvoice) => left.get(i.id) ?? 0n;
  if (invoices.length <= SUBSET_LIMIT) {
    const walk = (from: number, rest: bigint, chosen: MatchInvoice[]) => {
      if (found.length >= limit) return;
      if (rest === 0n && chosen.length > 0) {
        found.push([...chosen]);
        return;
      }
      for (let i = from; i < invoices.length; i++) {
        const inv = invoices[i] as MatchInvoice;
        if (bal(inv) <= rest) walk(i + 1, rest - bal(inv), [...chosen, inv]);
      }
    };
    walk(0, paise, []);
    return found;
  }
  const seen = new Set<string>();
  const add = (set: MatchInvoice[]) => {
    const key = set.map((i) => i.id).join(",");
    if (!seen.has(key) && found.length < limit) {
      seen.add(key);
      found.push(set);
    }
  };
  for (const inv of invoices) if (bal(inv) === paise) add([inv]);
  let run = 0n;
  for (let i = 0; i < invoices.length; i++) {
    run += bal(invoices[i] as MatchInvoice);
    if (run === paise) add(invoices.slice(0, i + 1));
  }
  return found;
}

const full = (set: readonly MatchInvoice[], left: Map<string, bigint>): Allocation[] =>
  set.map((i) => ({ invoiceId: i.id, paise: left.get(i.id) ?? 0n }));

export function matchCredits(
  credits: readonly MatchCredit[],
  invoices: readonly MatchInvoice[],
  recordedReferences: ReadonlySet<string>,
): CreditMatch[] {
  const left = new Map(invoices.map((i) => [i.id, i.balance]));
  const byDate = [...invoices].sort(
    (a, b) => a.invoiceDate.localeCompare(b.invoiceDate) || a.number.localeCompare(b.number),
  );
  const numbers = byDate.map((i) => ({ inv: i, key: compact(i.number) }));
  const customers = new Map<string, { words: string; invoices: MatchInvoice[] }>();
  for (const inv of byDate) {
    const c = customers.get(inv.customerId) ?? { words: nameWords(inv.customerName), invoices: [] };
    c.invoices.push(inv);
    customers.set(inv.customerId, c);
  }
  const recorded = new Set([...recordedReferences].map(compact).filter((r) => r.length >= 6));
  const order = [...credits].sort((a, b) => a.date.localeCompare(b.date));
  const results = new Map<string, CreditMatch>();
  for (const credit of order) {
    const result = matchOne(credit);
    if (result.status === "exact") {
      for (const a of result.suggestions[0]?.allocations ?? [])
        left.set(a.invoiceId, (left.get(a.invoiceId) ?? 0n) - a.paise);
    }
    results.set(credit.id, result);
  }
  return credits.map((c) => results.get(c.id) as CreditMatch);

  function matchOne(credit: MatchCredit): CreditMatch {
    const mode = creditMode(credit.narration);
    const open = (i: MatchInvoice) => (left.get(i.id) ?? 0n) > 0n && i.invoiceDate <= credit.date;
    const answer = (status: CreditMatch["status"], suggestions: Suggestion[]): CreditMatch => ({
      creditId: credit.id,
      status,
      mode,
      suggestions: suggestions.filter((s) => s.allocations.length > 0).slice(0, MAX_SUGGESTIONS),
    });
    if (credit.reference && recorded.has(compact(credit.reference))) return answer("recorded", []);

    // 2. Invoice numbers in the narration or the reference.
    const texts = [compact(credit.narration), compact(credit.reference ?? "")];
    const named = numbers
      .filter((n) => open(n.inv) && texts.some((text) => containsNumber(text, n.key)))
      .map((n) => n.inv);
    if (named.length > 0) {
      const total = named.reduce((t, i) => t + (left.get(i.id) ?? 0n), 0n);
      if (credit.paise === total)
        return answer("exact", [{ rule: "invoice-number", allocations: full(named, left) }]);
      if (named.length === 1 && credit.paise < total) {
        return answer("exact", [
          {
            rule: "invoice-number",
            allocations: [{ invoiceId: (named[0] as MatchInvoice).id, paise: credit.paise }],
          },
        ]);
      }
      return answer("suggested", [
        { rule: "invoice-number", allocations: oldestFirst(named, credit.paise, left) },
      ]);
    }

    // 3. A customer's name.
    const words = nameWords(credit.narration);
    let best = 0;
    let who: { words: string; invoices: MatchInvoice[] }[] = [];
    for (const c of customers.values()) {
      const shown = nameShown(words, c.words);
      if (shown > best) {
        best = shown;
        who = [c];
      } else if (shown > 0 && shown === best) who.push(c);
    }
    const suggestions: Suggestion[] = [];
    if (who.length > 0) {
      for (const c of who) {
        const mine = c.invoices.filter(open);
        const sets = exactSets(mine, left, credit.paise, 2);
        if (who.length === 1 && sets.length === 1) {
          return answer("exact", [
            { rule: "customer-amount", allocations: full(sets[0] as MatchInvoice[], left) },
          ]);
        }
        for (const set of sets) suggestions.push({ rule: "customer-amount", allocations: full(set, left) });
        if (sets.length === 0)
          suggestions.push({ rule: "customer-oldest", allocations: oldestFirst(mine, credit.paise, left) });
      }
    }

    // 4. The amount alone: invoices that owe exactly it, the latest dated before the credit first.
    const equal = byDate.filter((i) => open(i) && left.get(i.id) === credit.paise).reverse();
    for (const inv of equal) {
      if (!suggestions.some((s) => s.allocations.some((a) => a.invoiceId === inv.id))) {
        suggestions.push({ rule: "amount", allocations: [{ invoiceId: inv.id, paise: credit.paise }] });
      }
    }
    return answer(suggestions.some((s) => sum(s.allocations) > 0n) ? "suggested" : "unmatched", suggestions);
  }
}
