import { formatDate, formatIndian } from "@kerf/core";
import { useCan } from "../../lib/permissions";
import { useDateFormat } from "../../lib/use-date-format";
import { CreateInvoiceButton } from "../invoices/create-invoice-button";
import { OrderCutPlan } from "./cut-plan-panel";
import { DeliveryPanel } from "./delivery-panel";
import type { OrderData } from "./order-types";

// An order read by a person who does not change orders (issue 27: the Floor, Accounts): its pieces as
// typed, its cut plan and delivery, and its figures only where the server sent them (prices.read). The
// entry grid prices live from the catalogue's rates, which a session without prices never receives, so
// it is not the page for them; nothing here can be edited, so nothing offers to.

const TH = "px-3 py-2 text-left text-[11px] font-semibold tracking-wide text-slate-500 uppercase";
const TD = "px-3 py-1.5 tabular-nums";

export function OrderReadView({ customerId, data }: { customerId: string; data: OrderData }) {
  const dateFormat = useDateFormat();
  const showPrices = useCan("prices.read");
  // Accounts invoices orders it does not type (the server checks the order as it stands).
  const canInvoice = useCan("invoices.create");
  const { customer, header, lines, totals } = data;
  const phone = header?.phone_no || customer.phoneNo;
  const address = header?.shipping_address || header?.billing_address;
  const priced = showPrices && totals !== undefined;
  return (
    <div className="flex flex-col gap-3">
      <section
        aria-label="Order"
        className="flex flex-wrap items-baseline gap-x-6 gap-y-1 rounded-lg bg-white px-4 py-3 text-sm shadow-card ring-1 ring-slate-200"
      >
        <p className="font-medium text-slate-900">{customer.customerName}</p>
        {phone && <p className="text-slate-600 tabular-nums">{phone}</p>}
        <p className="text-slate-600">{formatDate(header?.date ?? customer.date, dateFormat)}</p>
        {address && <p className="min-w-0 truncate text-slate-600">{address.replace(/\s*\n\s*/g, ", ")}</p>}
        <p className="ml-auto text-xs text-slate-500">Read only: your role does not change orders.</p>
        {canInvoice && lines.length > 0 && <CreateInvoiceButton customerId={customerId} />}
      </section>
      <section
        aria-label="Pieces"
        className="overflow-x-auto rounded-lg bg-white shadow-card ring-1 ring-slate-200"
      >
        <table className="w-full min-w-[640px] text-sm">
          <thead className="border-b border-slate-200 bg-slate-50">
            <tr>
              <th className={TH}>#</th>
              <th className={TH}>Width</th>
              <th className={TH}>Length</th>
              <th className={`${TH} text-right`}>Qty</th>
              <th className={TH}>Material</th>
              <th className={TH}>Edge</th>
              <th className={TH}>Note</th>
              {priced && <th className={`${TH} text-right`}>Area ft²</th>}
              {priced && <th className={`${TH} text-right`}>Total ₹</th>}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {lines.map((line, i) => (
              <tr key={line.id}>
                <td className={`${TD} text-slate-400`}>{i + 1}</td>
                <td className={TD}>{line.widthForDisplay}</td>
                <td className={TD}>{line.lengthForDisplay}</td>
                <td className={`${TD} text-right`}>{line.quantity}</td>
                <td className={TD}>{line.materialType}</td>
                <td className={TD}>
                  {[line.edgeSelection, line.edgeProfile].filter(Boolean).join(" · ") || "—"}
                </td>
                <td className="max-w-64 truncate px-3 py-1.5 text-slate-600">{line.note ?? ""}</td>
                {priced && (
                  <td className={`${TD} text-right`}>{line.priced ? formatIndian(line.priced.area) : "—"}</td>
                )}
                {priced && (
                  <td className={`${TD} text-right`}>
                    {line.priced ? formatIndian(line.priced.total) : "—"}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
        {lines.length === 0 && <p className="p-6 text-center text-sm text-slate-500">No pieces yet.</p>}
      </section>
      <div className="flex min-h-[146px] flex-wrap gap-3">
        <OrderCutPlan customerId={customerId} signature="" />
        <DeliveryPanel customerId={customerId} />
        {priced && (
          <section
            aria-label="Totals"
            className="ml-auto flex min-w-64 flex-col justify-center gap-1 rounded-lg bg-white px-4 py-3 text-right text-sm shadow-card ring-1 ring-slate-200"
          >
            <p className="text-slate-600">
              Taxable value <span className="tabular-nums">₹ {formatIndian(totals.taxableValue)}</span>
            </p>
            <p className="text-lg font-semibold text-brand-900 tabular-nums">
              Payable ₹ {formatIndian(totals.payable)}
            </p>
          </section>
        )}
      </div>
    </div>
  );
}
