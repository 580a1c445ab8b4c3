import { formatDate, type PaymentReceipt } from "@kerf/core";
import type { PageSize } from "../../documents/document-sizes";
import { rupees } from "../../documents/invoice-format";
import { MODE_LABELS } from "./record-payment-form";

/** A receipt prints on half an A4 sheet, landscape. */
export const RECEIPT_PAGE: PageSize = { width: 794, height: 561 };

/** The receipt of one payment: who received what from whom, how, and against which invoice. */
export function ReceiptDocument({ receipt: r }: { receipt: PaymentReceipt }) {
  const date = (iso: string) => formatDate(iso, r.dateFormat);
  const p = r.payment;
  return (
    <div
      className="print-page relative flex flex-col bg-white p-8 text-[12px] leading-snug text-slate-800"
      style={{ width: RECEIPT_PAGE.width, height: RECEIPT_PAGE.height }}
      data-print-ready=""
    >
      <div className="flex items-start justify-between gap-6 border-b-2 border-brand-700 pb-2">
        <div className="flex items-start gap-3">
          {r.logo && <img src={r.logo} alt="" className="max-h-[56px] max-w-[110px] object-contain" />}
          <div>
            <p className="text-[18px] font-bold uppercase tracking-wide text-slate-900">{r.company.name}</p>
            <p className="whitespace-pre-line text-slate-700">{r.company.address}</p>
            <p className="text-slate-700">
              {r.company.gstNo && <>GSTIN {r.company.gstNo} · </>}
              {r.company.phone}
            </p>
          </div>
        </div>
        <div className="text-right">
          <p className="text-[18px] font-bold tracking-wide text-brand-800">PAYMENT RECEIPT</p>
          <p>
            Receipt No <b className="text-slate-900">{p.number}</b>
          </p>
          <p>Date {date(p.date)}</p>
        </div>
      </div>
      <p className="mt-6 text-[14px]">
        Received with thanks from <b className="text-slate-900">{r.customerName}</b> the sum of{" "}
        <b className="text-slate-900">{rupees(p.amount)}</b>
      </p>
      <p className="mt-1 text-slate-700">({r.amountInWords})</p>
      <dl className="mt-5 grid grid-cols-[160px_1fr] gap-y-1.5">
        <dt className="text-slate-500">Mode</dt>
        <dd>{MODE_LABELS[p.mode]}</dd>
        {p.reference && (
          <>
            <dt className="text-slate-500">Reference</dt>
            <dd>{p.reference}</dd>
          </>
        )}
        {p.tds && (
          <>
            <dt className="text-slate-500">Gross settled</dt>
            <dd>{rupees(p.gross)}</dd>
            <dt className="text-slate-500">TDS deducted</dt>
            <dd>
              {rupees(p.tds.amount)} ({p.tds.section === "other" ? "" : `u/s ${p.tds.section} `}at{" "}
              {p.tds.rate}%)
            </dd>
            <dt className="text-slate-500">Net received</dt>
            <dd>{rupees(p.amount)}</dd>
          </>
        )}
        <dt className="text-slate-500">Against invoice</dt>
        <dd>
          {p.invoiceNumber} dated {date(r.invoiceDate)} for {rupees(r.invoicePayable)}
        </dd>
        <dt className="text-slate-500">Balance due after this payment</dt>
        <dd className="font-semibold text-slate-900">{rupees(r.balance)}</dd>
      </dl>
      {p.deletedAt && (
        <p className="mt-4 rounded border-2 border-red-600 px-3 py-1 text-center font-bold text-red-700">
          DELETED: {p.deleteReason}
        </p>
      )}
      <div className="mt-auto flex items-end justify-between">
        <p className="text-[9px] text-slate-500">A computer-generated receipt.</p>
        <div className="w-56 text-center">
          <p className="font-semibold text-slate-900">For {r.company.name}</p>
          <div className="mt-10 border-t border-slate-500 pt-0.5 text-[10px] text-slate-600">
            Authorised Signatory
          </div>
        </div>
      </div>
    </div>
  );
}
