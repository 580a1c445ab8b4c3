import type { InvoiceSummary } from "@kerf/core";
import { useState } from "react";
import { Button } from "../../ui/button";
import { RupeeIcon } from "../../ui/icons";
import { PaymentsDialog } from "./payments-dialog";

/** On the printed invoice's toolbar, one small button: what is left to pay says itself, and opens the payments. */
export function PaymentsButton({ invoice }: { invoice: InvoiceSummary }) {
  const [open, setOpen] = useState(false);
  const status = invoice.status === "issued" ? invoice.paymentStatus : null;
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        icon={<RupeeIcon className="size-4" />}
        aria-label={`Payments of ${invoice.number}`}
        title="Payments"
        className="shrink-0"
        onClick={() => setOpen(true)}
      >
        <span data-payment-status={status ?? undefined}>{status ?? "Payments"}</span>
      </Button>
      <PaymentsDialog invoice={open ? invoice : null} onClose={() => setOpen(false)} />
    </>
  );
}
