import { describeOperations, formatDate, formatIndian, routes } from "@kerf/core";
import { Link } from "wouter";
import { useCan } from "../../lib/permissions";
import { useDateFormat } from "../../lib/use-date-format";
import { CreateInvoiceButton } from "../invoices/create-invoice-button";
import { OrderCutPlan } from "./cut-plan-panel";
import { DeliveryPanel } from "./delivery-panel";
import type { OrderData } from "./order-types";
import { QuantityCell } from "./quantity-cell";

// An order read rather than typed. By a person who does not change orders (issue 27: the Floor,
// Accounts): its pieces as typed, its cut plan and delivery, its figures only where the server sent them
// (prices.read); the entry grid prices live from the catalogue's rates, which a session without prices
// never receives. And on the owner's phone (issue 33, `onPhone`): the same, with each line's quantity
// to change and the quotation to share; keyboard entry of pieces stays a counter job.

const TH = "px-3 py-2 text-left text-[11px] font-semibold tracking-wide text-slate-500 uppercase";
const TD = "px-3 py-1.5 tabular-nums";

export function OrderReadView({
  customerId,
  data,
  onPhone = false,
}: {
  customerId: string;
  data: OrderData;
  onPhone?: boolean;
}) {
  const dateFormat = useDateFormat();
  const showPrices = useCan("prices.read");
  // Accounts invoices orders it does not type (the server checks the order as it stands).
  const canInvoice = useCan("invoices.create");
  const canShare = useCan("quotations.write");
  const canChange = useCan("orders.write") && onPhone;
  const { customer, header, lines, totals } = data;
  const phone = header?.phone_no || customer.phoneNo;
  const address = header?.shipping_address || header?.billing_address;
  const priced = showPrices && totals !== undefined;
  return (
    <div className="flex flex-col gap-3">
      <section
        aria-label="Order"
        className="flex flex-wrap items-center gap-x-6 gap-y-2 rounded-lg bg-white px-4 py-3 text-sm shadow-card ring-1 ring-slate-200"
      >
        <p className="font-medium text-slate-900">{customer.customerName}</p>
        {phone && <p className="text-slate-600 tabular-nums">{phone}</p>}
        <p className="text-slate-600">{formatDate(header?.date ?? customer.date, dateFormat)}</p>
        {data.priceList && (
          <p className="text-slate-600" data-testid="price-list-in-force">
            Price list: {data.priceList.name} (from {formatDate(data.priceList.validFrom, dateFormat)})
          </p>
        )}
        {address && <p className="min-w-0 truncate text-slate-600">{address.replace(/\s*\n\s*/g, ", ")}</p>}
        <p className="ml-auto text-xs text-slate-500">
          {canChange
            ? "On a phone: change quantities here; pieces are entered at the counter."
            : "Read only: your role does not change orders."}
        </p>
        {canShare && lines.length > 0 && (
          <Link
            href={routes.quotation(customerId)}
            className="inline-flex h-12 items-center rounded-md px-4 text-sm font-medium text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50 md:h-9"
          >
            Quotation and share
          </Link>
        )}
        {canInvoice && lines.length > 0 && <CreateInvoiceButton customerId={customerId} />}
      </section>
      <section
        aria-label="Pieces"
        className="overflow-x-auto rounded-lg bg-white shadow-card ring-1 ring-slate-200"
      >
        <table className="data-table w-full text-sm md:min-w-[640px]">
          <thead className="border-b border-slate-200 bg-slate-50">
            <tr>
              <th className={TH}>#</th>
              <th className={TH}>Width</th>
              <th className={TH}>Length</th>
              <th className={`${TH} text-right`}>Qty</th>
              <th className={TH}>Material</th>
              <th className={TH}>Edge and operations</th>
              <th className={TH}>Note</th>
              {priced && <th className={`${TH} text-right`}>Area ft²</th>}
              {priced && <th className={`${TH} text-right`}>Total ₹</th>}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {lines.map((line, i) => (
              <tr key={line.id}>
                <td className={`${TD} text-slate-400`}>{i + 1}</td>
                <td className={TD} data-label="Width">
                  {line.widthForDisplay}
                </td>
                <td className={TD} data-label="Length">
                  {line.lengthForDisplay}
                </td>
                <td className={`${TD} text-right`} data-label="Qty">
                  {canChange ? (
                    <QuantityCell key={line.quantity} customerId={customerId} line={line} />
                  ) : (
                    line.quantity
                  )}
                </td>
                <td className={TD} data-label="Material">
                  {line.materialType}
                </td>
                <td className={TD} data-label="Edge and operations">
                  {[line.edgeSelection, line.edgeProfile, describeOperations(line.operations)]
                    .filter(Boolean)
                    .join(" · ") || "—"}
                </td>
                <td className="max-w-64 truncate px-3 py-1.5 text-slate-600" data-label="Note">
                  {line.note ?? ""}
                </td>
                {priced && (
                  <td className={`${TD} text-right`} data-label="Area ft²">
                    {line.priced ? formatIndian(line.priced.area) : "—"}
                  </td>
                )}
                {priced && (
                  <td className={`${TD} text-right`} data-label="Total ₹">
                    {line.priced ? formatIndian(line.priced.total) : "—"}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
        {lines.length === 0 && <p className="p-6 text-center text-sm text-slate-500">No pieces yet.</p>}
      </section>
      {data.itemLines.length > 0 && (
        <section
          aria-label="Items"
          className="overflow-x-auto rounded-lg bg-white shadow-card ring-1 ring-slate-200"
        >
          {/* Fittings and services (issue 29 point 3): what and how many; the figures only with prices. */}
          <table className="data-table w-full text-sm">
            <thead className="border-b border-slate-200 bg-slate-50">
              <tr>
                <th className={TH}>Item</th>
                <th className={`${TH} text-right`}>Qty</th>
                {priced && <th className={`${TH} text-right`}>Total ₹</th>}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {data.itemLines.map((item) => (
                <tr key={item.id}>
                  <td className={TD} data-label="Item">
                    {item.name}
                  </td>
                  <td className={`${TD} text-right`} data-label="Qty">
                    {item.quantity} {item.unit ?? ""}
                  </td>
                  {priced && (
                    <td className={`${TD} text-right`} data-label="Total ₹">
                      {item.priced ? formatIndian(item.priced.itemTotal) : "—"}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <div className="flex min-h-[146px] flex-col gap-3 md:flex-row md:flex-wrap">
        <OrderCutPlan customerId={customerId} signature="" />
        <DeliveryPanel customerId={customerId} />
        {priced && (
          <section
            aria-label="Totals"
            className="flex min-w-64 flex-col justify-center gap-1 rounded-lg bg-white px-4 py-3 text-right text-sm shadow-card ring-1 ring-slate-200 md:ml-auto"
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
