import type { LineDelivery } from "@kerf/core";
import type { Db } from "@kerf/db";
import type { SessionInfo } from "../auth/sessions";
import { getCustomer } from "../orders/customers";
import { loadLines } from "../orders/orders";
import { deliveredByLine, pendingOf } from "./challan-pieces";
import { withProcessorsByLine } from "./job-work-pieces";

/** Each line of a customer's order: its pieces, those delivered, those still to deliver, those with processors. */
export async function orderDelivery(
  db: Db,
  session: SessionInfo,
  customerId: string,
): Promise<LineDelivery[]> {
  const customer = await getCustomer(db, session, customerId);
  const [lines, delivered, sent] = await Promise.all([
    loadLines(db, session, customer.id),
    deliveredByLine(db, session.companyId, customer.id),
    withProcessorsByLine(db, session.companyId, customer.id),
  ]);
  return lines.map((line) => {
    const out = delivered.get(line.id) ?? 0;
    return {
      lineId: line.id,
      widthForDisplay: line.widthForDisplay,
      lengthForDisplay: line.lengthForDisplay,
      materialType: line.materialType,
      quantity: line.quantity,
      delivered: out,
      pendingDelivery: pendingOf(line.quantity, out),
      withProcessors: sent.get(line.id) ?? 0,
    };
  });
}
