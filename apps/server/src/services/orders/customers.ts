import type { CustomerListItem, CustomerRecord, OrderState, TCreateCustomerInput } from "@kerf/core";
import type { Customers, Db } from "@kerf/db";
import { type Selectable, sql } from "kysely";
import type { SessionInfo } from "../auth/sessions";
import { assertRecordId, deleteCompanyRow, notFound } from "../record-id";
import { ORDER_STATE_SQL } from "./order-revisions";

export const CUSTOMERS_PAGE_SIZE = 10;

export type { CustomerRecord };

export interface CustomerPage {
  customers: CustomerListItem[];
  total: number;
  page: number;
  pageSize: number;
}

const RECORD_COLUMNS = ["id", "customerName", "phoneNo", "date", "createdAt"] as const;

/** The record's times are ISO text. */
function toRecord(row: Pick<Selectable<Customers>, (typeof RECORD_COLUMNS)[number]>): CustomerRecord {
  return { _id: row.id, ...row, date: row.date.toISOString(), createdAt: row.createdAt.toISOString() };
}

/** `%`, `_` and `\` typed by the user are text to find, not LIKE wildcards. */
export function containsPattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * One page of the company's customers, newest first, and the total: searched and paged in the database.
 * With no page, every customer (the legacy list).
 */
export async function listCustomers(
  db: Db,
  session: SessionInfo,
  options: { search?: string; page?: number; state?: OrderState } = {},
): Promise<CustomerPage> {
  const search = options.search?.trim();
  let base = db
    .selectFrom("customers")
    .leftJoin("quotations as q", "q.customerId", "customers.id")
    .where("customers.companyId", "=", session.companyId);
  if (search) base = base.where(sql<string>`lower(customer_name)`, "like", containsPattern(search));
  if (options.state) base = base.where(ORDER_STATE_SQL, "=", options.state);

  let rows = base
    .select([
      "customers.id",
      "customerName",
      "phoneNo",
      "date",
      "customers.createdAt",
      ORDER_STATE_SQL.as("state"),
    ])
    .orderBy("customers.createdAt", "desc")
    .orderBy("customers.id", "desc");
  if (options.page) rows = rows.limit(CUSTOMERS_PAGE_SIZE).offset((options.page - 1) * CUSTOMERS_PAGE_SIZE);

  const [page, count] = await Promise.all([
    rows.execute(),
    base.select((eb) => eb.fn.countAll<string>().as("total")).executeTakeFirstOrThrow(),
  ]);
  return {
    customers: page.map(({ state, ...row }) => ({ ...toRecord(row), state })),
    total: Number(count.total),
    page: options.page ?? 1,
    pageSize: options.page ? CUSTOMERS_PAGE_SIZE : page.length,
  };
}

export async function createCustomer(
  db: Db,
  session: SessionInfo,
  input: TCreateCustomerInput,
): Promise<CustomerRecord> {
  const row = await db
    .insertInto("customers")
    .values({
      companyId: session.companyId,
      customerName: input.customerName,
      phoneNo: input.phoneNo,
      date: input.date,
    })
    .returning(RECORD_COLUMNS)
    .executeTakeFirstOrThrow();
  return toRecord(row);
}

export async function getCustomer(db: Db, session: SessionInfo, customerId: string): Promise<CustomerRecord> {
  const id = assertRecordId(customerId, "Customer");
  const row = await db
    .selectFrom("customers")
    .select(RECORD_COLUMNS)
    .where("id", "=", id)
    .where("companyId", "=", session.companyId)
    .executeTakeFirst();
  if (!row) throw notFound("Customer");
  return toRecord(row);
}

export function deleteCustomer(db: Db, session: SessionInfo, customerId: string): Promise<void> {
  return deleteCompanyRow(db, session, "customers", customerId, "Customer");
}
