import type { SupplyTax } from "@kerf/core";
import { type ItemInit, ItemLines } from "./item-lines";
import { itemSaver, type OrdersApi } from "./line-savers";
import { type Listener, notify, subscribe } from "./listeners";
import { type LocalDraftFile, localLines } from "./local-draft";
import { type PieceChange, type PieceInit, PieceLines } from "./piece-lines";
import type { PricingSetup } from "./pricing-setup";
import { type QuoteSummary, summarise } from "./quote-summary";
import { type SaveCounts, sameCounts } from "./row-state";

/** Where the lines go besides the screen: the server (through the save engines) and this device. */
export type OrderLinks = { customerId: string; file?: LocalDraftFile; api?: OrdersApi };

/**
 * The order page's lines, outside React, and their one owner: the piece lines (`pieces`) and the item
 * lines (`items`) each keep their rows and drive their own save engine, which only reports back to
 * them; every change comes here, where the totals and save counts follow and this device keeps a copy.
 */
export class OrderStore {
  private summary: QuoteSummary;
  private counts: SaveCounts;
  /** How the header places the supply: CGST + SGST or IGST, or no GST (an SEZ without payment). */
  private supply: SupplyTax;
  private summaryListeners = new Set<Listener>();
  private countListeners = new Set<Listener>();

  readonly pieces: PieceLines;
  /** The order's item lines (issue 29 point 3): saved by the same rules; they count in the totals. */
  readonly items: ItemLines;
  private readonly file: LocalDraftFile | undefined;

  constructor(
    readonly setup: PricingSetup,
    init: PieceInit & { supply: SupplyTax; items?: ItemInit },
    /** Without links (a unit test of the rows alone) nothing is saved anywhere. */
    links?: OrderLinks,
  ) {
    this.supply = init.supply;
    this.file = links?.file;
    this.pieces = new PieceLines(setup, init, this.piecesChanged, links);
    this.items = new ItemLines(
      setup,
      init.items ?? { rows: [], deletes: [] },
      () => this.refreshSummary(true),
      links && { customerId: links.customerId, saver: itemSaver(links.customerId, links.api) },
    );
    this.summary = this.computeSummary();
    this.counts = this.computeCounts();
  }

  // ---- saving: the engines run for the page's lifetime ----

  /** Sends whatever the page holds that the server does not: rows restored from this device, deletes. */
  startSaving() {
    this.pieces.start();
    this.items.start();
  }
  /** The page is going away: everything is sent now; no retries after this (the device keeps the rest). */
  stopSaving() {
    this.pieces.stop();
    this.items.stop();
    this.file?.writeNow();
  }
  /** Hidden or left: everything pending goes out at once, and this device's copy is written. */
  flushAll() {
    this.pieces.flushAll();
    this.items.flushAll();
    this.file?.writeNow();
  }
  /** For Clear all: nothing queued may reach the server after it. */
  cancelPending() {
    this.pieces.cancelPending();
    this.items.cancelPending();
  }

  // ---- the whole order ----

  getSummary = (): QuoteSummary => this.summary;
  getCounts = (): SaveCounts => this.counts;
  subscribeSummary = (listener: Listener) => subscribe(this.summaryListeners, listener);
  subscribeCounts = (listener: Listener) => subscribe(this.countListeners, listener);

  /** After the server cleared the order (its item lines too): one blank row again. */
  clearAll() {
    this.items.clear();
    this.pieces.clear();
  }

  setSupply = (supply: SupplyTax) => {
    if (supply.interState === this.supply.interState && supply.withoutTax === this.supply.withoutTax) return;
    this.supply = supply;
    this.refreshSummary();
  };

  // ---- internals ----

  private piecesChanged = (change: PieceChange) => {
    if (change === "figures") this.refreshSummary();
    else this.refreshCounts();
    if (change !== "retrying") this.persist();
  };

  /** What the server does not hold yet stays on this device (local-draft), written once per task. */
  private persist() {
    if (!this.file) return;
    const { rows, deletes } = localLines(this.pieces);
    this.file.setLines(rows, deletes);
    const items = this.items.stored();
    this.file.setItems(items.items, items.deletes);
  }

  private refreshSummary(persist = false) {
    this.summary = this.computeSummary();
    notify(this.summaryListeners);
    this.refreshCounts();
    if (persist) this.persist();
  }

  private refreshCounts() {
    const counts = this.computeCounts();
    if (!sameCounts(counts, this.counts)) {
      this.counts = counts;
      notify(this.countListeners);
    }
  }

  private computeSummary(): QuoteSummary {
    return summarise(this.pieces.pricedRows(), this.setup, this.supply, this.items.pricedInputs());
  }

  private computeCounts(): SaveCounts {
    return this.items.addCounts(this.pieces.counts());
  }
}
