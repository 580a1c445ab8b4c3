import {
  checkIsoDate,
  type InvoiceItemLine,
  type InvoiceLine,
  type InvoiceRecord,
  type InvoiceSnapshot,
  MESSAGES,
  payableFits,
  type TQuoteHeader,
  todayInIndia,
  ZQuoteHeader,
} from "@kerf/core";
import type { Db } from "@kerf/db";
import { AppError } from "../../errors";
import { recordAudit } from "../audit/record-audit";
import type { SessionInfo } from "../auth/sessions";
import { challanPiecesSnapshot, closeChallans } from "../delivery/challan-invoice";
import { getCustomer } from "../orders/customers";
import { acceptedSnapshot } from "../orders/order-revisions";
import { getOrder, lockOrder, type Order, type StoredQuoteHeader, saveQuoteHeader } from "../orders/orders";
import { getDocumentSettings } from "../settings/document-settings";
import { freezeLogo } from "../sharing/document-logos";
import { creditDaysOf, dueDateOf } from "./credit-terms";
import { nextNumber, refuseDateBeforeSeries } from "./financial-year";
import { snapshotOf } from "./invoice-snapshot";
import { toRecord } from "./invoices";

// Making a tax invoice from an order: the order checked, priced and numbered in one transaction.

/** The order's header and lines as an invoice needs them: a 400 naming the first thing missing. */
export function checkOrder(order: Order): StoredQuoteHeader {
  const headerCheck = ZQuoteHeader.safeParse(order.header ?? {});
  if (!headerCheck.success) {
    const errors: Record<string, string> = {};
    for (const issue of headerCheck.error.issues) errors[`header.${issue.path.join(".")}`] ??= issue.message;
    throw new AppError("BAD_REQUEST", headerCheck.error.issues[0]!.message, errors);
  }
  if (order.lines.length === 0 && order.itemLines.length === 0) {
    throw new AppError("BAD_REQUEST", "Add at least one line before making an invoice", {
      lines: "Required",
    });
  }
  const broken = order.lines.findIndex((l) => l.error);
  if (broken >= 0) {
    const { field, message } = order.lines[broken]!.error!;
    throw new AppError("BAD_REQUEST", `Line ${broken + 1}: ${message}`, {
      [`lines.${broken}.${field}`]: message,
    });
  }
  const brokenItem = order.itemLines.findIndex((l) => l.error);
  if (brokenItem >= 0) {
    const { message } = order.itemLines[brokenItem]!.error!;
    const field = order.itemLines[brokenItem]!.error!.field === "itemQuantity" ? "quantity" : "name";
    throw new AppError("BAD_REQUEST", `Item line ${brokenItem + 1}: ${message}`, {
      [`itemLines.${brokenItem}.${field}`]: message,
    });
  }
  // Rates raised since the order was accepted can still push it past what an invoice holds.
  if (!payableFits(order.totals.payable)) {
    throw new AppError("BAD_REQUEST", MESSAGES.orderTooLarge, { lines: MESSAGES.orderTooLarge });
  }
  return order.header!;
}

/** What makes two invoices' lines the same: each line (and item line) as typed and its total, in order. */
function linesKey(lines: readonly InvoiceLine[], itemLines: readonly InvoiceItemLine[] = []): string {
  const items = itemLines.map((l) => [l.name, l.quantity, l.itemTotal]);
  return JSON.stringify([
    ...lines.map((l) => [
      l.widthForDisplay,
      l.lengthForDisplay,
      l.quantity,
      l.materialType,
      l.edgeSelection,
      l.edgeProfile,
      l.areaExtras.map((e) => [e.label, String(e.value)]),
      String(l.multiplier),
      l.total,
    ]),
    ...(items.length > 0 ? [items] : []),
  ]);
}

export function duplicateInvoiceMessage(number: string): string {
  return `This order is already invoiced as ${number} (not cancelled) with the same lines. To issue another invoice anyway, send "allowDuplicate": true.`;
}

/** A live (not cancelled) invoice of this customer with the same lines: a second one is refused with 409. */
async function refuseDuplicate(
  trx: Db,
  session: SessionInfo,
  customerId: string,
  { lines, itemLines }: Pick<InvoiceSnapshot, "lines" | "itemLines">,
) {
  const live = await trx
    .selectFrom("invoices")
    .select(["number", "snapshot"])
    .where("companyId", "=", session.companyId)
    .where("customerId", "=", customerId)
    .where("status", "=", "issued")
    .orderBy("sequence", "desc")
    .execute();
  const key = linesKey(lines, itemLines);
  const same = live.find((row) => {
    const snapshot = (typeof row.snapshot === "string" ? JSON.parse(row.snapshot) : row.snapshot) as Pick<
      InvoiceSnapshot,
      "lines" | "itemLines"
    >;
    return linesKey(snapshot.lines, snapshot.itemLines) === key;
  });
  if (same) {
    throw new AppError("CONFLICT", duplicateInvoiceMessage(same.number), { allowDuplicate: same.number });
  }
}

/**
 * The invoice's snapshot: the company as it is today, and the lines and figures the customer accepted
 * while the acceptance stands (a rate raised since never reprices what was agreed); otherwise the order
 * priced now.
 */
async function invoiceSnapshot(trx: Db, session: SessionInfo, order: Order, header: StoredQuoteHeader) {
  const [now, agreed] = await Promise.all([
    snapshotOf(trx, session, order, header),
    acceptedSnapshot(trx, session.companyId, order.customer._id),
  ]);
  if (!agreed) return now;
  const { lines, itemLines, totals, unit, interState, placeOfSupply } = agreed;
  const { itemLines: _now, ...rest } = now;
  return { ...rest, lines, ...(itemLines ? { itemLines } : {}), totals, unit, interState, placeOfSupply };
}

/**
 * Makes a tax invoice from a customer's order: checks the header and every line, prices them with the
 * company's current settings (or takes the figures the customer accepted, see invoiceSnapshot), takes the next number of the financial year's series and stores a snapshot of
 * everything, in one transaction.
 */
export async function createInvoice(
  db: Db,
  session: SessionInfo,
  input: {
    customerId: string;
    date?: string;
    header?: TQuoteHeader;
    allowDuplicate?: boolean;
    /** Invoice these open challans' pieces (each exactly once) instead of the whole order; closes them. */
    challanIds?: string[];
  },
): Promise<InvoiceRecord> {
  const checked = checkIsoDate(input.date?.trim() || todayInIndia());
  if (!checked.ok) throw new AppError("BAD_REQUEST", checked.message, { date: checked.message });
  const date = checked.date;
  const customer = await getCustomer(db, session, input.customerId);
  const row = await db.transaction().execute(async (trx) => {
    // The order is read, checked and priced once, locked, so the invoice holds exactly what was priced.
    await lockOrder(trx, customer.id);
    // A REST client sets the header here: the legacy API has no other way to.
    if (input.header) await saveQuoteHeader(trx, session, customer.id, input.header);
    const order = await getOrder(trx, session, customer.id);
    const header = checkOrder(order);
    // From challans: their pieces, locked and checked open, so no piece is invoiced twice (no duplicate check).
    const fromChallans = input.challanIds?.length
      ? await challanPiecesSnapshot(trx, session, order, header, input.challanIds)
      : undefined;
    const snapshot = fromChallans?.snapshot ?? (await invoiceSnapshot(trx, session, order, header));
    if (!input.allowDuplicate && !fromChallans) await refuseDuplicate(trx, session, customer.id, snapshot);
    const series = await nextNumber(trx, session.companyId, "INV", date);
    await refuseDateBeforeSeries(trx, session.companyId, "INV", series.financialYear, date);
    // The logo and UPI details it prints are kept with it: a later change in Settings is not this invoice's.
    const settings = await getDocumentSettings(trx, session);
    // Due on the date + the customer's credit days as they are now, fixed with the invoice (issue 31).
    const dueDate = dueDateOf(date, await creditDaysOf(trx, session.companyId, customer.id));
    const invoice = await trx
      .insertInto("invoices")
      .values({
        companyId: session.companyId,
        customerId: customer.id,
        createdBy: session.userId,
        ...series,
        invoiceDate: date,
        dueDate,
        customerName: header.customer_name,
        payable: snapshot.totals.payable,
        snapshot: JSON.stringify(snapshot),
        logoHash: await freezeLogo(trx, session.companyId),
        upiId: settings.upiId,
        upiPayee: settings.upiId ? settings.payeeName || snapshot.company.name : null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, session, {
      kind: "invoice.created",
      entityId: invoice.id,
      after: {
        number: invoice.number,
        date: invoice.invoiceDate,
        dueDate: invoice.dueDate,
        customerName: invoice.customerName,
        payable: invoice.payable,
        totals: snapshot.totals,
      },
    });
    await closeChallans(trx, session.companyId, fromChallans?.challanIds ?? [], invoice.id);
    return invoice;
  });
  return toRecord(db, session, row);
}
