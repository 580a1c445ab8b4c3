import { routes } from "@kerf/core";
import { Link } from "wouter";
import { cx } from "../../lib/cx";
import { trpc } from "../../lib/trpc";
import { Button } from "../../ui/button";
import { downloadQuotationPdf } from "../sharing/download-pdf";
import { OrderStateBadge } from "./order-state-badge";

/** The order's state, its quotation PDF in one click, and the way to the quotation (print, share, send). */
export function QuotationButton({ customerId, disabled }: { customerId: string; disabled: boolean }) {
  const status = trpc.sharing.status.useQuery({ customerId }, { refetchInterval: 30_000 });
  return (
    <>
      {status.data && <OrderStateBadge state={status.data.state} />}
      <Link
        href={routes.quotation(customerId)}
        aria-disabled={disabled || undefined}
        title={disabled ? "Wait until every line and the header are saved" : undefined}
        onClick={(e) => disabled && e.preventDefault()}
        className={cx(
          "inline-flex h-8 items-center rounded-md bg-white px-3 text-xs font-medium text-slate-700 shadow-sm ring-1 ring-inset ring-slate-300 hover:bg-slate-50",
          disabled && "pointer-events-none opacity-50",
        )}
      >
        Quotation
      </Link>
      <Button
        size="sm"
        variant="ghost"
        disabled={disabled}
        aria-label="Download the quotation PDF"
        title={disabled ? "Wait until every line and the header are saved" : "Download the quotation PDF"}
        className="px-2 text-brand-700"
        onClick={() => downloadQuotationPdf(customerId)}
      >
        PDF
      </Button>
    </>
  );
}
