import type { InvoiceRecord } from "@kerf/core";
import { trpc } from "../../lib/trpc";
import { Button } from "../../ui/button";
import { downloadNumberedPdf } from "./download-pdf";
import { ShareActions } from "./share-actions";

/** An invoice's PDF, share link (/i/<token>), WhatsApp and e-mail: on its printed page's toolbar. */
export function InvoiceSharing({ invoice }: { invoice: InvoiceRecord }) {
  const share = trpc.sharing.shareInvoice.useMutation();
  const revoke = trpc.sharing.revokeInvoice.useMutation();
  const mail = trpc.sharing.mailInvoice.useMutation();
  const live = trpc.sharing.invoiceLinkLive.useQuery(
    { id: invoice.id },
    { enabled: invoice.status === "issued", meta: { handlesErrors: true } },
  );
  return (
    <div className="flex flex-wrap items-center gap-2">
      <InvoicePdfButton invoice={invoice} />
      {invoice.status === "issued" && (
        <ShareActions
          doc={{
            document: "Invoice",
            company: invoice.snapshot.company.name,
            number: invoice.number,
            payable: invoice.payable,
            phone: invoice.snapshot.header.phone_no,
            email: invoice.snapshot.header.email_id,
          }}
          share={(renew) => share.mutateAsync({ id: invoice.id, renew })}
          revoke={() => revoke.mutateAsync({ id: invoice.id })}
          mail={(to) => mail.mutateAsync({ id: invoice.id, to })}
          live={live.data?.live ?? false}
          onChanged={() => void live.refetch()}
        />
      )}
    </div>
  );
}

export function InvoicePdfButton({
  invoice,
  compact = false,
}: {
  invoice: { id: string; number: string };
  compact?: boolean;
}) {
  return (
    <Button
      size="sm"
      variant={compact ? "ghost" : "secondary"}
      aria-label={`Download the PDF of ${invoice.number}`}
      title="Download PDF"
      className={compact ? "px-2 text-brand-700" : undefined}
      onClick={() => downloadNumberedPdf("/draft/invoice.pdf", invoice)}
    >
      PDF
    </Button>
  );
}
