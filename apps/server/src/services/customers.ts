import type { CustomerRecord, TCreateCustomerInput } from "@kerf/core";
import type { CustomersTable, Db } from "@kerf/db";
import { type Selectable, sql } from "kysely";
import { assertRecordId, deleteCompanyRow, notFound } from "./record-id";
import type { SessionInfo } from "./sessions";

export const CUSTOMERS_PAGE_SIZE = 10;

export type { CustomerRecord };

export interface CustomerPage {
  customers: CustomerRecord[];
  total: number;
  page: number;
  pageSize: number;
}

function toRecord(
  row: Pick<Selectable<CustomersTable>, "id" | "customer_name" | "phone_no" | "date" | "created_at">,
): CustomerRecord {
  return {
    _id: row.id,
    id: row.id,
    customerName: row.customer_name,
    phoneNo: row.phone_no,
    date: row.date.toISOString(),
    createdAt: row.created_at.toISOString(),
  };
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
  options: { search?: string; page?: number } = {},
): Promise<CustomerPage> {
  const search = options.search?.trim();
  let base = db.selectFrom("customers").where("company_id", "=", session.companyId);
  if (search) base = base.where(sql<string>`lower(customer_name)`, "like", containsPattern(search));

  let rows = base
    .select(["id", "customer_name", "phone_no", "date", "created_at"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc");
  if (options.page) rows = rows.limit(CUSTOMERS_PAGE_SIZE).offset((options.page - 1) * CUSTOMERS_PAGE_SIZE);

  const [page, count] = await Promise.all([
    rows.execute(),
    base.select((eb) => eb.fn.countAll<string>().as("total")).executeTakeFirstOrThrow(),
  ]);
  return {
    customers: page.map(toRecord),
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
      company_id: session.companyId,
      customer_name: input.customerName,
      phone_no: input.phoneNo,
      date: input.date,
    })
    .returning(["id", "customer_name", "phone_no", "date", "created_at"])
    .executeTakeFirstOrThrow();
  return toRecord(row);
}

export async function getCustomer(db: Db, session: SessionInfo, customerId: string): Promise<CustomerRecord> {
  const id = assertRecordId(customerId, "Customer");
  const row = await db
    .selectFrom("customers")
    .select(["id", "customer_name", "phone_no", "date", "created_at"])
    .where("id", "=", id)
    .where("company_id", "=", session.companyId)
    .executeTakeFirst();
  if (!row) throw notFound("Customer");
  return toRecord(row);
}

export function deleteCustomer(db: Db, session: SessionInfo, customerId: string): Promise<void> {
  return deleteCompanyRow(db, session, "customers", customerId, "Customer");
}
