import { checkLine, checkServerLine, draftFromServer } from "./line-check";
import type { LineDraft, ServerLine } from "./order-types";
import type { PricingSetup } from "./pricing-setup";
import { type RowInit, type RowState, rowStatus } from "./row-state";

// What the server cannot hold yet stays on this device, per customer: rows not valid (or not saved)
// yet, the screen order when it differs from the server's, deletes not yet confirmed, and a quote
// header not saved yet; the item lines likewise. A reload merges it over the server's lines, so it shows what was typed.

type StoredRow = { k: string; s: string | null; d?: LineDraft };
/** The header's fields as typed: text, and the "collected at the shop" switch. */
export type HeaderDraft = Record<string, string | boolean>;
/** An item line as typed: its key, server id (null: not stored yet), item name and quantity. */
export type StoredItem = { k: string; s: string | null; n: string; q: string };
type StoredOrder = {
  v: 1;
  rows?: StoredRow[];
  deletes?: string[];
  header?: HeaderDraft;
  items?: StoredItem[];
  itemDeletes?: string[];
};

export const localKey = (customerId: string) => `kerf.order.${customerId}`;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;
const isString = (v: unknown): v is string => typeof v === "string";

function readDraft(value: unknown): LineDraft | undefined {
  if (!isRecord(value)) return undefined;
  const text = (k: string) => (isString(value[k]) ? (value[k] as string) : "");
  const extras = Array.isArray(value.extras)
    ? value.extras
        .filter(isRecord)
        .map((e) => ({ label: String(e.label ?? ""), value: String(e.value ?? "") }))
    : [];
  return {
    width: text("width"),
    length: text("length"),
    quantity: text("quantity"),
    materialType: text("materialType"),
    edgeSelection: text("edgeSelection"),
    edgeProfile: text("edgeProfile"),
    extras,
    multiplier: text("multiplier"),
    // Drafts kept by a build before issue 29 have none.
    operations: Array.isArray(value.operations)
      ? value.operations.filter(isRecord).map((o) => ({
          name: String(o.name ?? ""),
          count: String(o.count ?? ""),
          size: String(o.size ?? ""),
          edgeDistance: String(o.edgeDistance ?? ""),
          cornerDistance: String(o.cornerDistance ?? ""),
        }))
      : [],
    note: text("note"),
  };
}

/** Whatever an older build or a damaged store left there is read leniently, never trusted to crash. */
function parseStored(raw: string | null): StoredOrder {
  if (!raw) return { v: 1 };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { v: 1 };
  }
  if (!isRecord(parsed)) return { v: 1 };
  const rows = Array.isArray(parsed.rows)
    ? parsed.rows.filter(isRecord).flatMap((r): StoredRow[] => {
        if (!isString(r.k)) return [];
        const d = readDraft(r.d);
        return [{ k: r.k, s: isString(r.s) ? r.s : null, ...(d ? { d } : {}) }];
      })
    : undefined;
  const deletes = Array.isArray(parsed.deletes) ? parsed.deletes.filter(isString) : undefined;
  const items = Array.isArray(parsed.items)
    ? parsed.items
        .filter(isRecord)
        .flatMap((r): StoredItem[] =>
          isString(r.k) && isString(r.n) && isString(r.q)
            ? [{ k: r.k, s: isString(r.s) ? r.s : null, n: r.n, q: r.q }]
            : [],
        )
    : undefined;
  const itemDeletes = Array.isArray(parsed.itemDeletes) ? parsed.itemDeletes.filter(isString) : undefined;
  const header = isRecord(parsed.header)
    ? (Object.fromEntries(
        Object.entries(parsed.header).filter(([, v]) => isString(v) || typeof v === "boolean"),
      ) as HeaderDraft)
    : undefined;
  return {
    v: 1,
    ...(rows ? { rows } : {}),
    ...(deletes ? { deletes } : {}),
    ...(header ? { header } : {}),
    ...(items ? { items } : {}),
    ...(itemDeletes ? { itemDeletes } : {}),
  };
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The one writer of a customer's local draft: the grid and the header form each own their part. */
export class LocalDraftFile {
  private data: StoredOrder;
  private queued = false;
  /** What the store holds now, so an unchanged draft is not written again on every keystroke. */
  private written: string | null;

  constructor(private readonly customerId: string) {
    this.written = storage()?.getItem(localKey(customerId)) ?? null;
    this.data = parseStored(this.written);
  }

  get rows(): readonly StoredRow[] | undefined {
    return this.data.rows;
  }
  get deletes(): readonly string[] {
    return this.data.deletes ?? [];
  }
  get header(): HeaderDraft | undefined {
    return this.data.header;
  }
  get items(): { items: readonly StoredItem[] | undefined; deletes: readonly string[] } {
    return { items: this.data.items, deletes: this.data.itemDeletes ?? [] };
  }

  setLines(rows: StoredRow[] | undefined, deletes: string[]) {
    const { rows: _rows, deletes: _deletes, ...rest } = this.data;
    this.data = { ...rest, ...(rows ? { rows } : {}), ...(deletes.length ? { deletes } : {}) };
    this.queueWrite();
  }

  setItems(items: StoredItem[] | undefined, deletes: string[]) {
    const { items: _items, itemDeletes: _deletes, ...rest } = this.data;
    this.data = { ...rest, ...(items ? { items } : {}), ...(deletes.length ? { itemDeletes: deletes } : {}) };
    this.queueWrite();
  }

  setHeader(header: HeaderDraft | undefined) {
    const { header: _header, ...rest } = this.data;
    this.data = { ...rest, ...(header ? { header } : {}) };
    this.queueWrite();
  }

  /** Written at the end of the current task: one write however many cells an event touched. */
  private queueWrite() {
    if (this.queued) return;
    this.queued = true;
    queueMicrotask(() => {
      this.queued = false;
      this.writeNow();
    });
  }

  writeNow() {
    const store = storage();
    if (!store) return;
    const key = localKey(this.customerId);
    const { rows, deletes, header, items, itemDeletes } = this.data;
    const json = rows || deletes || header || items || itemDeletes ? JSON.stringify(this.data) : null;
    if (json === this.written) return;
    try {
      if (json === null) store.removeItem(key);
      else store.setItem(key, json);
      this.written = json;
    } catch {
      // Quota full or storage blocked: the server copy and the screen still hold the lines.
    }
  }
}

/** What the order store shows of its pieces, as the local draft reads it. */
export type PiecesOnScreen = {
  readonly deletes: ReadonlySet<string>;
  readonly serverOrder: readonly string[];
  rowList(): readonly RowState[];
};

/** The store's part of the local draft: unsaved rows, and the screen order when the server's differs. */
export function localLines(store: PiecesOnScreen): { rows: StoredRow[] | undefined; deletes: string[] } {
  const deletes = [...store.deletes];
  const gone = new Set(deletes);
  const expected = store.serverOrder.filter((id) => !gone.has(id));
  const rows: StoredRow[] = [];
  let unsaved = false;
  let saved = 0;
  let sameOrder = true;
  for (const row of store.rowList()) {
    const status = rowStatus(row);
    if (status === "blank") continue;
    if (row.serverId) {
      if (expected[saved] !== row.serverId) sameOrder = false;
      saved += 1;
    }
    if (status === "saved") rows.push({ k: row.key, s: row.serverId });
    else {
      unsaved = true;
      rows.push({ k: row.key, s: row.serverId, d: row.draft });
    }
  }
  if (saved !== expected.length) sameOrder = false;
  return { rows: unsaved || !sameOrder ? rows : undefined, deletes };
}

/**
 * The server's lines with this device's draft laid over them, in the screen's order. A row kept here
 * as unsaved that the server turns out to hold already (its save went out as the page closed) is
 * matched to that line instead of being added twice.
 */
export function mergeLines(
  serverLines: readonly ServerLine[],
  file: LocalDraftFile,
  setup: PricingSetup,
): { rows: RowInit[]; serverOrder: string[]; deletes: string[] } {
  const byId = new Map(serverLines.map((line) => [line._id, line]));
  const deletes = file.deletes.filter((id) => byId.has(id));
  const used = new Set(deletes);
  const stored = file.rows ?? [];
  for (const r of stored) if (r.s && byId.has(r.s)) used.add(r.s);

  const serverChecks = new Map(serverLines.map((line) => [line._id, checkServerLine(line, setup)]));
  const unclaimed = new Map<string, string>();
  for (const line of serverLines) {
    const check = serverChecks.get(line._id)!;
    if (!used.has(line._id) && check.kind === "valid" && !unclaimed.has(check.snapshot)) {
      unclaimed.set(check.snapshot, line._id);
    }
  }

  const serverRow = (line: ServerLine, key: string, draft?: LineDraft): RowInit => {
    const check = serverChecks.get(line._id)!;
    const snapshot = check.kind === "valid" ? check.snapshot : null;
    return {
      key,
      draft: draft ?? draftFromServer(line),
      ...(draft ? {} : { check }),
      serverId: line._id,
      syncedSnapshot: snapshot,
      serverPriced: snapshot && line.priced ? { snapshot, priced: line.priced } : null,
    };
  };

  const rows: RowInit[] = [];
  for (const r of stored) {
    const line = r.s ? byId.get(r.s) : undefined;
    if (line && !deletes.includes(line._id)) {
      rows.push(serverRow(line, r.k, r.d));
      continue;
    }
    if (!r.d) continue;
    const check = checkLine(r.d, setup);
    const twin = check.kind === "valid" ? unclaimed.get(check.snapshot) : undefined;
    if (twin) {
      unclaimed.delete(check.kind === "valid" ? check.snapshot : "");
      used.add(twin);
      rows.push(serverRow(byId.get(twin)!, r.k));
    } else {
      rows.push({ key: r.k, draft: r.d, check, serverId: null, syncedSnapshot: null, serverPriced: null });
    }
  }
  for (const line of serverLines) {
    if (!used.has(line._id)) rows.push(serverRow(line, line._id));
  }
  return { rows, serverOrder: serverLines.map((line) => line._id), deletes };
}
