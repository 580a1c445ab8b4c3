import { formatDate, type InvoiceSummary, PAYMENT_MESSAGES, type PaymentRecord } from "@kerf/core";
import { useState } from "react";
import { rupees } from "../../documents/invoice-format";
import { cx } from "../../lib/cx";
import { serverMessage } from "../../lib/server-error";
import { toastSuccess } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { useDateFormat } from "../../lib/use-date-format";
import { Button } from "../../ui/button";
import { Modal } from "../../ui/modal";
import { LoadingBlock } from "../../ui/spinner";
import { downloadNumberedPdf } from "../sharing/download-pdf";
import { PaymentStatusBadge } from "./payment-status-badge";
import { MODE_LABELS, RecordPaymentForm } from "./record-payment-form";

/** An invoice's payments: what is left, the form to record one, and each payment with its receipt and Delete. */
export function PaymentsDialog({
  invoice,
  onClose,
}: {
  invoice: InvoiceSummary | null;
  onClose: () => void;
}) {
  // The dialog keeps its invoice while it fades out.
  const [shown, setShown] = useState(invoice);
  if (invoice && invoice !== shown) setShown(invoice);
  const list = trpc.payments.list.useQuery({ invoiceId: shown?.id ?? "" }, { enabled: !!shown });
  const data = list.data;
  return (
    <Modal open={invoice !== null} onClose={onClose} size="lg" title={`Payments · ${shown?.number ?? ""}`}>
      {!data ? (
        <LoadingBlock label="Loading payments" className="h-40" />
      ) : (
        <div className="flex flex-col gap-4">
          <dl
            className="grid grid-cols-4 gap-3 rounded-md bg-slate-50 px-4 py-3 text-sm"
            aria-label="Balance"
          >
            <Figure label="Payable" value={rupees(data.payable)} />
            <Figure label="Paid" value={rupees(data.paid)} />
            <Figure label="Balance" value={rupees(data.balance)} strong />
            <div>
              <dt className="text-xs text-slate-500">Status</dt>
              <dd className="mt-0.5">
                <PaymentStatusBadge status={data.paymentStatus} />
              </dd>
            </div>
          </dl>
          {data.balance !== "0.00" && shown && (
            <RecordPaymentForm
              key={`${shown.id}-${data.payments.length}`}
              invoiceId={shown.id}
              balance={data.balance}
              onRecorded={() => list.refetch()}
            />
          )}
          <PaymentHistory payments={data.payments} />
        </div>
      )}
    </Modal>
  );
}

function Figure({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className={cx("mt-0.5 tabular-nums", strong ? "font-semibold text-slate-900" : "text-slate-700")}>
        {value}
      </dd>
    </div>
  );
}

function PaymentHistory({ payments }: { payments: PaymentRecord[] }) {
  const dateFormat = useDateFormat();
  const [deleting, setDeleting] = useState<string | null>(null);
  if (payments.length === 0) return <p className="text-sm text-slate-500">No payments yet.</p>;
  return (
    <table className="w-full text-sm" aria-label="Payment history">
      <thead>
        <tr className="border-b border-slate-200 text-left text-xs text-slate-500 [&>th]:py-1.5 [&>th]:font-medium">
          <th>Receipt</th>
          <th>Date</th>
          <th>Mode</th>
          <th className="text-right">Amount</th>
          <th className="text-right">Actions</th>
        </tr>
      </thead>
      <tbody>
        {payments.map((p) => (
          <tr
            key={p.id}
            data-receipt={p.number}
            className="border-b border-slate-100 align-top [&>td]:py-1.5"
          >
            <td className={cx("tabular-nums", p.deletedAt && "text-slate-500 line-through")}>{p.number}</td>
            <td>{formatDate(p.date, dateFormat)}</td>
            <td>
              {MODE_LABELS[p.mode]}
              {p.reference && <span className="block text-xs text-slate-500">{p.reference}</span>}
            </td>
            <td className={cx("text-right tabular-nums", p.deletedAt && "text-slate-500 line-through")}>
              {rupees(p.amount)}
              {p.tds && (
                <span className="block text-xs text-slate-500">
                  + TDS {p.tds.section === "other" ? "" : `${p.tds.section} `}
                  {rupees(p.tds.amount)} = {rupees(p.gross)}
                </span>
              )}
            </td>
            <td className="text-right">
              {p.deletedAt ? (
                <span className="text-xs text-red-700">Deleted: {p.deleteReason}</span>
              ) : deleting === p.id ? (
                <DeletePayment payment={p} onDone={() => setDeleting(null)} />
              ) : (
                <div className="flex justify-end gap-1">
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Download receipt ${p.number}`}
                    onClick={() => downloadNumberedPdf("/payment/receipt.pdf", p)}
                  >
                    Receipt
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Delete payment ${p.number}`}
                    onClick={() => setDeleting(p.id)}
                  >
                    Delete
                  </Button>
                </div>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Deleting asks for the reason, which is kept with the payment. */
function DeletePayment({ payment, onDone }: { payment: PaymentRecord; onDone: () => void }) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const utils = trpc.useUtils();
  const remove = trpc.payments.delete.useMutation();
  const submit = async () => {
    if (!reason.trim()) {
      setError(PAYMENT_MESSAGES.reasonRequired);
      return;
    }
    try {
      await remove.mutateAsync({ id: payment.id, reason });
    } catch (e) {
      setError(serverMessage(e));
      return;
    }
    toastSuccess(`Payment ${payment.number} deleted`);
    await Promise.all([utils.payments.invalidate(), utils.invoices.invalidate()]);
    onDone();
  };
  return (
    <form
      className="flex flex-col items-end gap-1"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      onKeyDown={(e) => {
        if (e.key === "Escape") {
          e.stopPropagation();
          onDone();
        }
      }}
    >
      <div className="flex gap-1">
        <input
          aria-label={`Why delete ${payment.number}`}
          placeholder="Reason (required)"
          maxLength={200}
          autoFocus
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          aria-invalid={error ? true : undefined}
          className="h-8 w-44 rounded-md border border-slate-300 px-2 text-xs focus:border-brand-600 focus:outline-none"
        />
        <Button size="sm" variant="danger" type="submit" loading={remove.isPending}>
          Delete
        </Button>
      </div>
      {error && <p className="text-xs text-red-600">{error}</p>}
    </form>
  );
}
