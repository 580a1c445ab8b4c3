import type { InvoiceSummary } from "@kerf/core";
import { useEffect, useState } from "react";
import { useCan, useGstRegistered } from "../../lib/permissions";
import { useDateFormat } from "../../lib/use-date-format";
import { NoMatches } from "../../ui/no-matches";
import { PagedListCard } from "../../ui/paged-list-card";
import { ListSearch } from "../../ui/search-box";
import { usePageTitle } from "../../ui/shell/header-title";
import { CreditNoteDialog } from "../credit-notes/credit-note-dialog";
import { PaymentsDialog } from "../payments/payments-dialog";
import { CancelInvoiceDialog } from "./cancel-invoice-dialog";
import { Gstr1Button } from "./gstr1-dialog";
import { NoInvoices } from "./invoice-empty-state";
import { InvoiceTable } from "./invoice-table";
import { MadeByFilter } from "./made-by-filter";
import { useInvoiceList } from "./use-invoice-list";

/** /invoice-list: every invoice of the company, newest first, with its documents and Cancel. */
export function InvoiceListPage() {
  usePageTitle("Invoice List");
  const [madeBy, setMadeBy] = useState("");
  const list = useInvoiceList(madeBy);
  const registered = useGstRegistered();
  const dateFormat = useDateFormat();
  const [cancelling, setCancelling] = useState<InvoiceSummary | null>(null);
  const canCancel = useCan("invoices.cancel");
  const canPay = useCan("payments.read");
  const canCredit = useCan("creditNotes.write");
  const canGst = useCan("gst.files") && registered;
  const showPrices = useCan("prices.read");
  const showInvoice = useCan("invoices.read");
  const [paying, setPaying] = useState<InvoiceSummary | null>(null);
  const [crediting, setCrediting] = useState<InvoiceSummary | null>(null);

  // "/" jumps to the search from anywhere on the list (outside a field), as on the "?" sheet.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (e.key !== "/" || e.ctrlKey || e.metaKey || e.altKey) return;
      if (target && (target.tagName === "INPUT" || target.tagName === "TEXTAREA")) return;
      const search = document.querySelector<HTMLInputElement>(
        'main input[placeholder="Customer or invoice number"]',
      );
      if (search) {
        e.preventDefault();
        search.focus();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  return (
    <>
      <PagedListCard
        title="Invoices"
        what="invoices"
        list={list}
        actions={
          <div className="flex items-center gap-2">
            {canGst && <Gstr1Button />}
            {showInvoice && (
              <MadeByFilter
                value={madeBy}
                onChange={(id) => {
                  setMadeBy(id);
                  list.setPage(1);
                }}
              />
            )}
            <ListSearch
              list={list}
              label="Search invoices"
              placeholder="Customer or invoice number"
              width="w-[260px]"
            />
          </div>
        }
        noMatches={
          list.search && (
            <NoMatches what="invoice" search={list.search} onClear={() => list.setSearchText("")} />
          )
        }
        empty={<NoInvoices />}
      >
        <InvoiceTable
          invoices={list.invoices}
          dateFormat={dateFormat}
          onCancel={canCancel ? setCancelling : undefined}
          onPayments={canPay ? setPaying : undefined}
          onCredit={canCredit ? setCrediting : undefined}
          stale={list.isStale}
          showPrices={showPrices}
          showInvoice={showInvoice}
        />
      </PagedListCard>
      <CancelInvoiceDialog invoice={cancelling} onClose={() => setCancelling(null)} />
      <PaymentsDialog invoice={paying} onClose={() => setPaying(null)} />
      <CreditNoteDialog invoice={crediting} onClose={() => setCrediting(null)} />
    </>
  );
}
