import {
  type BankCredit,
  type BankStatementResult,
  type ColumnMapping,
  type MatchInvoice,
  matchCredits,
  parseStatement,
  rupeesText,
  type ZBankStatementImport,
} from "@kerf/core";
import type { Db } from "@kerf/db";
import { sql } from "kysely";
import type { z } from "zod";
import type { SessionInfo } from "../auth/sessions";
import { balanceOf, invoiceSums, paiseOf } from "../billing/invoice-balance";
import { creditsByKeys, dedupeKeys } from "./bank-credits";

const INSERT_CHUNK = 500;

function asMapping(value: unknown): ColumnMapping | null {
  if (!value || typeof value !== "object") return null;
  const m = value as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === "string" ? v : null);
  const [date, narration, credit] = [text(m.date), text(m.narration), text(m.credit)];
  return date && narration && credit ? { date, narration, credit, reference: text(m.reference) } : null;
}

/** The company's open invoices (issued, something left to collect), as the matcher reads them. */
export async function openInvoices(db: Db, companyId: string): Promise<MatchInvoice[]> {
  const rows = await invoiceSums(db, companyId).where("i.status", "=", "issued").execute();
  return rows
    .map((row) => ({ row, balance: paiseOf(balanceOf(row).balance) }))
    .filter((x) => x.balance > 0n)
    .map(({ row, balance }) => ({
      id: row.id,
      number: row.number,
      customerId: row.customerId ?? `name:${row.customerName}`,
      customerName: row.customerName,
      invoiceDate: row.invoiceDate,
      balance,
    }));
}

/** References of the payments recorded by hand (not posted from a statement): a credit carrying one is in. */
async function recordedReferences(db: Db, companyId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom("payments as p")
    .select("p.reference")
    .distinct()
    .where("p.companyId", "=", companyId)
    .where("p.deletedAt", "is", null)
    .where("p.reference", "is not", null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("bankCreditPayments as b").select("b.paymentId").whereRef("b.paymentId", "=", "p.id"),
        ),
      ),
    )
    .execute();
  return new Set(rows.map((r) => r.reference as string));
}

/**
 * Imports a statement into the named bank account: its credits are kept once each (a repeated or
 * overlapping file adds none again), and each credit not yet posted in full is matched to the open
 * invoices. A CSV of no known layout, with no mapping saved for the account, answers `needsMapping`.
 */
export async function importStatement(
  db: Db,
  session: SessionInfo,
  input: z.output<typeof ZBankStatementImport>,
): Promise<BankStatementResult> {
  const companyId = session.companyId;
  const saved = await db
    .selectFrom("bankAccounts")
    .select(["id", "mapping"])
    .where("companyId", "=", companyId)
    .where("name", "=", input.account)
    .executeTakeFirst();
  const given = input.mapping ?? null;
  let parsed = parseStatement(input.text, given ?? asMapping(saved?.mapping));
  if (parsed.kind === "needsMapping" && !given && saved?.mapping) parsed = parseStatement(input.text, null);
  const empty = { account: input.account, added: 0, repeated: 0, credits: [] as BankCredit[] };
  if (parsed.kind === "needsMapping") {
    return {
      ...empty,
      format: "csv",
      preset: null,
      mapping: null,
      needsMapping: true,
      headers: parsed.headers,
      problems: [],
    };
  }
  const { credits, mapping } = parsed;
  const account = await db
    .insertInto("bankAccounts")
    .values({ companyId, name: input.account, mapping: mapping ? JSON.stringify(mapping) : null })
    .onConflict((oc) =>
      oc.columns(["companyId", "name"]).doUpdateSet({
        mapping: mapping ? sql`excluded.mapping` : sql`bank_accounts.mapping`,
      }),
    )
    .returning("id")
    .executeTakeFirstOrThrow();
  const keys = dedupeKeys(credits);
  let added = 0;
  for (let i = 0; i < credits.length; i += INSERT_CHUNK) {
    const rows = credits.slice(i, i + INSERT_CHUNK).map((c, j) => ({
      companyId,
      accountId: account.id,
      creditDate: c.date,
      amount: rupeesText(c.paise),
      narration: c.narration.slice(0, 500),
      reference: c.reference?.slice(0, 100) ?? null,
      dedupeKey: keys[i + j] as string,
    }));
    const inserted = await db
      .insertInto("bankCredits")
      .values(rows)
      .onConflict((oc) => oc.columns(["companyId", "accountId", "dedupeKey"]).doNothing())
      .returning("id")
      .execute();
    added += inserted.length;
  }
  const stored = credits.length === 0 ? [] : await creditsByKeys(db, companyId, account.id, keys);
  const byKey = new Map(stored.map((row) => [row.dedupeKey, row]));
  const rows = [...new Set(keys)].map((k) => byKey.get(k)).filter((r) => r !== undefined);
  const [invoices, references] = await Promise.all([
    openInvoices(db, companyId),
    recordedReferences(db, companyId),
  ]);
  const left = (r: (typeof rows)[number]) => paiseOf(r.amount) - paiseOf(r.posted);
  const open = rows.filter((r) => left(r) > 0n);
  const matches = new Map(
    matchCredits(
      open.map((r) => ({
        id: r.id,
        date: r.creditDate,
        paise: left(r),
        narration: r.narration,
        reference: r.reference,
      })),
      invoices,
      references,
    ).map((m) => [m.creditId, m]),
  );
  const invoiceById = new Map(invoices.map((i) => [i.id, i]));
  const answer: BankCredit[] = rows.map((r) => {
    const m = matches.get(r.id);
    return {
      creditId: r.id,
      date: r.creditDate,
      amount: rupeesText(paiseOf(r.amount)),
      narration: r.narration,
      reference: r.reference,
      posted: rupeesText(paiseOf(r.posted)),
      status: m?.status ?? "posted",
      mode: m?.mode ?? "bank",
      suggestions: (m?.suggestions ?? []).map((s) => ({
        rule: s.rule,
        invoices: s.allocations.map((a) => {
          const inv = invoiceById.get(a.invoiceId) as MatchInvoice;
          return {
            invoiceId: inv.id,
            invoiceNumber: inv.number,
            customerName: inv.customerName,
            invoiceDate: inv.invoiceDate,
            amount: rupeesText(a.paise),
            balance: rupeesText(inv.balance),
          };
        }),
      })),
    };
  });
  return {
    ...empty,
    format: parsed.format,
    preset: parsed.preset,
    mapping,
    needsMapping: false,
    headers: [],
    problems: parsed.problems.slice(0, 50),
    added,
    repeated: rows.length - added,
    credits: answer,
  };
}
