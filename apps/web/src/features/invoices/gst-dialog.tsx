import { EWAYBILL_THRESHOLD_PAISE, type InvoiceRecord, paise } from "@kerf/core";
import { useState } from "react";
import { serverMessage } from "../../lib/server-error";
import { toastError, toastSuccess } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { Button } from "../../ui/button";
import { Modal } from "../../ui/modal";
import { saveFile } from "./gst-download";
import { IrnForm } from "./irn-form";
import { TransportForm } from "./transport-form";

/**
 * Whether the law asks for an e-way bill: a consignment worth over Rs 50,000 (rule 138). Services billed
 * with the goods (issue 29's service item lines) move nothing and are not part of it.
 */
export function needsEWayBill(invoice: InvoiceRecord): boolean {
  const services = (invoice.snapshot.itemLines ?? [])
    .filter((line) => line.isService)
    .reduce((total, line) => total + paise(line.itemTotal), 0n);
  return paise(invoice.payable) - services > EWAYBILL_THRESHOLD_PAISE;
}

/**
 * The invoice's GST files: the e-invoice JSON for the registration portal and the IRN it gives back, the
 * e-way bill JSON (offered first over Rs 50,000) with its transport details.
 */
export function GstFilesButton({ invoice }: { invoice: InvoiceRecord }) {
  const [open, setOpen] = useState(false);
  const utils = trpc.useUtils();
  const [busy, setBusy] = useState<"einvoice" | "ewaybill" | null>(null);
  const ewayNeeded = needsEWayBill(invoice);

  const download = async (kind: "einvoice" | "ewaybill") => {
    setBusy(kind);
    try {
      const answer = await (kind === "einvoice"
        ? utils.gst.einvoice.fetch({ id: invoice.id }, { staleTime: 0 })
        : utils.gst.ewaybill.fetch({ id: invoice.id }, { staleTime: 0 }));
      saveFile(answer.filename, JSON.stringify(answer.file, null, 2), "application/json");
      toastSuccess(
        answer.notes.length > 0
          ? `${answer.filename} saved. From current records: ${answer.notes.join("; ")}`
          : `${answer.filename} saved`,
      );
    } catch (error) {
      toastError(serverMessage(error));
    } finally {
      setBusy(null);
    }
  };

  if (invoice.status === "cancelled") return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        GST files{ewayNeeded && !invoice.transport ? " · e-way bill due" : ""}
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={`GST files of ${invoice.number}`} size="lg">
        <div className="flex flex-col gap-4 text-sm">
          <section className="flex flex-col gap-2">
            <h3 className="font-semibold text-slate-900">e-invoice (INV-01 v1.1)</h3>
            <div className="flex items-center gap-2">
              <Button size="sm" loading={busy === "einvoice"} onClick={() => void download("einvoice")}>
                Download e-invoice JSON
              </Button>
              <span className="text-xs text-slate-500">
                Upload it to the invoice registration portal, then paste its answer:
              </span>
            </div>
            <IrnForm invoice={invoice} />
          </section>
          <section className="flex flex-col gap-2 border-t border-slate-200 pt-3">
            <h3 className="font-semibold text-slate-900">
              e-way bill
              {ewayNeeded && (
                <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900">
                  Required: the value is over ₹50,000
                </span>
              )}
            </h3>
            <TransportForm invoice={invoice} />
            <div>
              <Button
                size="sm"
                variant={ewayNeeded ? "primary" : "secondary"}
                loading={busy === "ewaybill"}
                disabled={!invoice.transport}
                onClick={() => void download("ewaybill")}
              >
                Download e-way bill JSON
              </Button>
            </div>
          </section>
        </div>
      </Modal>
    </>
  );
}
