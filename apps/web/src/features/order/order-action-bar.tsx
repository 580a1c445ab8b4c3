import { useCan } from "../../lib/permissions";
import { Button } from "../../ui/button";
import { PlusIcon } from "../../ui/icons";
import { CreateInvoiceButton } from "../invoices/create-invoice-button";
import { QuotationButton } from "../quotations/quotation-button";
import { LinesSaveStatus } from "./lines-save-status";
import type { OrderStore } from "./order-store";
import { useLinesSaved, useRowKeys, useSummary } from "./use-order-store";

/** Above the grid: how many pieces, whether they are saved, and the page's actions. */
export function OrderActionBar({
  store,
  customerId,
  headerSaved,
  onAdd,
  onClear,
}: {
  store: OrderStore;
  customerId: string;
  headerSaved: boolean;
  onAdd: () => void;
  onClear: () => void;
}) {
  const canQuote = useCan("quotations.write");
  const canInvoice = useCan("invoices.create");
  // Read here, not by the page: a line going unsaved re-renders this bar, not the page and its grid.
  const allSaved = useLinesSaved(store) && headerSaved;
  const keys = useRowKeys(store);
  const { byMaterial } = useSummary(store);
  const typed = keys.filter((k) => store.pieces.getRow(k)?.check.kind !== "blank").length;
  const pieces = byMaterial.reduce((sum, m) => sum + m.pieces, 0);
  return (
    <div className="flex shrink-0 items-center gap-3 border-b border-slate-200 px-3 py-2">
      <h2 className="text-sm font-semibold text-slate-800">Pieces</h2>
      <span className="text-xs text-slate-500 tabular-nums" data-testid="line-count">
        {typed} {typed === 1 ? "line" : "lines"} · {pieces} pcs
      </span>
      <LinesSaveStatus store={store} headerSaved={headerSaved} />
      <div className="ml-auto flex items-center gap-2">
        <Button
          size="sm"
          variant="secondary"
          icon={<PlusIcon className="size-3.5" />}
          onClick={onAdd}
          title="New piece (Alt+N)"
        >
          Add piece
        </Button>
        <Button size="sm" variant="ghost" onClick={onClear} disabled={typed === 0} className="text-red-700">
          Clear all
        </Button>
        {canQuote && <QuotationButton customerId={customerId} disabled={!allSaved} />}
        {canInvoice && (
          <CreateInvoiceButton
            customerId={customerId}
            disabled={!allSaved}
            disabledReason="Wait until every line and the header are saved"
          />
        )}
      </div>
    </div>
  );
}
