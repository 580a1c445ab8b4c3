import { type RefObject, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { toastError, toastWithAction } from "../../lib/toast";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { CutPlanPanel } from "./cut-plan-panel";
import { DeliveryPanel } from "./delivery-panel";
import { useFittedColumns } from "./fitted-columns";
import { visibleColumns } from "./grid-columns";
import { fieldAt, focusField } from "./grid-keyboard";
import { mergeItems } from "./item-lines";
import { KeyboardHelp } from "./keyboard-help";
import { isBlankDraft } from "./line-check";
import { LocalDraftFile, mergeLines } from "./local-draft";
import { MaterialSummary } from "./material-summary";
import { OrderActionBar } from "./order-action-bar";
import { OrderItems } from "./order-items";
import { OrderStore } from "./order-store";
import { OrderTotals } from "./order-totals";
import type { OrderData } from "./order-types";
import { type GridActions, PieceGrid } from "./piece-grid";
import type { PieceLines } from "./piece-lines";
import { pricingSetupFrom } from "./pricing-setup";
import { QuoteHeaderPanel } from "./quote-header-panel";
import type { RemovedRow } from "./row-state";
import { StockFitProvider } from "./stock-fit";
import { supplyOf } from "./supply-fields";
import { setLeaving, syncClient } from "./sync-client";
import { headerFromOrder, useHeaderAutosave } from "./use-header-autosave";

/** Everything the page keeps for its lifetime, built once from the first fresh load. */
function openOrder(customerId: string, order: OrderData) {
  const setup = pricingSetupFrom(order.pricing);
  const file = new LocalDraftFile(customerId);
  const header = headerFromOrder(order);
  const headerInitial = file.header ? { ...header.values, ...file.header } : header.values;
  // One owner of every line's state: the store keeps them, on this device too, and drives their saves.
  const store = new OrderStore(
    setup,
    {
      ...mergeLines(order.lines, file, setup),
      items: mergeItems(order.itemLines, file.items, setup),
      supply: supplyOf(setup.supplierGstin, headerInitial),
    },
    { customerId, file },
  );
  const { pieces } = store;
  // With the Material column hidden a clerk cannot pick one: new pieces take the company's first material.
  if (setup.commonSetting.materialListColumnHide) {
    pieces.fallbackMaterial = setup.materialOptions[0]?.value ?? "";
  }
  // The cursor's row, before the first render: a 500-line order then opens with a screenful of rows
  // and streams the rest (adding it after the first render showed every row at once).
  if (!pieces.getKeys().some((k) => pieces.getRow(k)?.check.kind === "blank")) pieces.addRow();
  return {
    setup,
    file,
    store,
    header,
    headerInitial,
    columns: visibleColumns(setup.commonSetting, setup.unit, setup.supplierGstin !== null),
  };
}

function focusCell(table: RefObject<HTMLTableElement | null>, key: string | undefined, col = "width") {
  if (table.current && key) focusField(fieldAt(table.current, key, col));
}

/** Adding and deleting rows from the keyboard, with the cursor put where the clerk types next. */
function gridActionsFor(pieces: PieceLines, table: RefObject<HTMLTableElement | null>): GridActions {
  return {
    addRowAndFocus() {
      const lastKey = pieces.getKeys().at(-1);
      let key = lastKey && pieces.getRow(lastKey)?.check.kind === "blank" ? lastKey : undefined;
      if (!key) flushSync(() => (key = pieces.addRow()));
      focusCell(table, key);
    },
    deleteRow(key, focusCol) {
      const done: { removed: RemovedRow | null } = { removed: null };
      flushSync(() => {
        done.removed = pieces.removeRow(key);
        if (pieces.getKeys().length === 0) pieces.addRow();
      });
      if (!done.removed) return;
      const { index, draft } = done.removed;
      const keys = pieces.getKeys();
      focusCell(table, keys[Math.min(index, keys.length - 1)], focusCol);
      if (isBlankDraft(draft)) return;
      toastWithAction(
        `Row ${index + 1} deleted`,
        {
          label: "Undo",
          onClick: () => {
            let restored = "";
            flushSync(() => (restored = pieces.addRow(index, draft)));
            focusCell(table, restored);
          },
        },
        6000,
      );
    },
  };
}

export function OrderWorkspace({ customerId, data }: { customerId: string; data: OrderData }) {
  const [order] = useState(() => openOrder(customerId, data));
  const { store, file, setup, columns } = order;
  const fittedColumns = useFittedColumns(store, columns);
  const autosave = useHeaderAutosave(customerId, file, order.header.saved, order.headerInitial);
  const gridRef = useRef<HTMLTableElement>(null);
  const [confirmClear, setConfirmClear] = useState(false);
  const [clearing, setClearing] = useState(false);

  // Saves run for the page's lifetime; hidden or left, everything pending goes out at once.
  useEffect(() => {
    store.startSaving();
    const leave = () => {
      setLeaving(true);
      store.flushAll();
      file.writeNow();
    };
    const onVisibility = () => (document.visibilityState === "hidden" ? leave() : setLeaving(false));
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("pagehide", leave);
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("pagehide", leave);
      store.stopSaving();
      file.writeNow();
    };
  }, [store, file]);

  const [gridActions] = useState(() => gridActionsFor(store.pieces, gridRef));

  // Alt+N from anywhere on the page: a new piece, cursor in its width.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey && !e.ctrlKey && !e.metaKey && e.code === "KeyN") {
        e.preventDefault();
        gridActions.addRowAndFocus();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [gridActions]);

  // An order opens with the cursor in the first empty line's width, ready to type: a new order in its
  // first row, a reopened one in a blank row added after its lines. Long orders render their rows over a
  // few frames, so the focus waits (a frame at a time, for five seconds at most) for that row to exist,
  // unless the clerk has put the cursor somewhere meanwhile.
  useEffect(() => {
    let key = store.pieces.getKeys().find((k) => store.pieces.getRow(k)?.check.kind === "blank");
    if (!key) flushSync(() => (key = store.pieces.addRow()));
    let frames = 0;
    let frame = 0;
    const tryFocus = () => {
      const busy = document.activeElement && document.activeElement !== document.body;
      if (busy && frames > 0) return;
      const field = gridRef.current && key ? fieldAt(gridRef.current, key, "width") : null;
      if (field) focusField(field);
      else if (frames++ < 300) frame = requestAnimationFrame(tryFocus);
    };
    tryFocus();
    return () => cancelAnimationFrame(frame);
  }, [store]);

  const clearAll = async () => {
    setClearing(true);
    store.cancelPending();
    try {
      await syncClient.orders.clear.mutate({ customerId });
      flushSync(() => store.clearAll());
      setConfirmClear(false);
      // After the dialog has given focus back to where it was opened from.
      setTimeout(() => focusCell(gridRef, store.pieces.getKeys()[0]), 250);
    } catch (error) {
      toastError(error instanceof Error ? error.message : String(error));
    } finally {
      setClearing(false);
    }
  };

  return (
    <StockFitProvider>
      <div className="flex h-full min-h-[600px] flex-col gap-3">
        <QuoteHeaderPanel
          customerId={customerId}
          autosave={autosave}
          initial={order.headerInitial}
          supplierGstin={setup.supplierGstin}
          onSupplyChange={store.setSupply}
        />
        <section
          aria-label="Pieces"
          className="flex min-h-0 flex-1 flex-col overflow-hidden rounded-lg bg-white shadow-card ring-1 ring-slate-200"
        >
          <OrderActionBar
            store={store}
            customerId={customerId}
            headerSaved={autosave.state.kind === "saved"}
            onAdd={gridActions.addRowAndFocus}
            onClear={() => setConfirmClear(true)}
          />
          <PieceGrid
            store={store}
            setup={setup}
            columns={fittedColumns}
            actions={gridActions}
            gridRef={gridRef}
          />
          <KeyboardHelp />
        </section>
        <OrderItems store={store} />
        <div className="flex h-[146px] shrink-0 gap-3">
          <MaterialSummary store={store} />
          <CutPlanPanel store={store} customerId={customerId} />
          <DeliveryPanel customerId={customerId} />
          <OrderTotals store={store} />
        </div>
        <ConfirmDialog
          open={confirmClear}
          message="Are you sure want to clear all lines ?"
          confirmLabel="Clear all"
          tone="danger"
          busy={clearing}
          onConfirm={() => void clearAll()}
          onCancel={() => setConfirmClear(false)}
        />
      </div>
    </StockFitProvider>
  );
}
