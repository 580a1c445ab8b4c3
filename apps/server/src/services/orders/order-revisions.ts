import type { InvoiceSnapshot, OrderState } from "@kerf/core";
import type { Db } from "@kerf/db";
import { sql } from "kysely";
import { BALANCE_SQL } from "../billing/invoice-balance";

/**
 * Called in the transaction of every change to an order's lines or header: once the quotation's current
 * revision has been shown (printed, shared, opened by the customer), the change starts the next one, and
 * an answer to the earlier revision no longer stands (the state is Quoted again).
 */
export async function markOrderChanged(trx: Db, companyId: string, customerId: string): Promise<void> {
  await trx
    .updateTable("quotations")
    .set({
      revision: sql`revision + case when revision_shown then 1 else 0 end`,
      revisionShown: false,
      state: "quoted",
    })
    .where("companyId", "=", companyId)
    .where("customerId", "=", customerId)
    .execute();
}

/**
 * The order's state as the dashboard shows it, as one SQL expression over `customers` (with `q` the order's
 * quotation, left-joined): an issued invoice wins (Paid once every live invoice of the order is paid),
 * then the quotation's own state; no quotation is Draft.
 */
export const ORDER_STATE_SQL = sql<OrderState>`case
  when exists (select 1 from invoices i where i.customer_id = customers.id and i.company_id = customers.company_id and i.status = 'issued') then
    case when exists (select 1 from invoices i where i.customer_id = customers.id and i.company_id = customers.company_id and i.status = 'issued' and ${BALANCE_SQL} > 0)
    then 'Invoiced' else 'Paid' end
  when q.state = 'accepted' then 'Accepted'
  when q.state = 'changes_requested' then 'Changes requested'
  when q.id is not null then 'Quoted'
  else 'Draft' end`;

/**
 * The revision the customer accepted, while the acceptance stands (any change of the order since, or a
 * Quote again, makes it Quoted again): its snapshot, the figures an invoice of the order must carry.
 */
export async function acceptedSnapshot(
  trx: Db,
  companyId: string,
  customerId: string,
): Promise<InvoiceSnapshot | null> {
  const row = await trx
    .selectFrom("quotations as q")
    .innerJoin("quotationRevisions as r", (join) =>
      join.onRef("r.quotationId", "=", "q.id").onRef("r.revision", "=", "q.revision"),
    )
    .select("r.snapshot")
    .where("q.companyId", "=", companyId)
    .where("q.customerId", "=", customerId)
    .where("q.state", "=", "accepted")
    .executeTakeFirst();
  return row?.snapshot ?? null;
}
