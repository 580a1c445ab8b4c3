import { useOnline } from "../../lib/use-online";
import type { OrderStore } from "./order-store";
import type { SaveCounts } from "./row-state";
import { SaveBadge, type SaveTone } from "./save-badge";
import { useSaveCounts } from "./use-order-store";

const lines = (n: number) => `${n} line${n === 1 ? "" : "s"}`;

function statusOf(c: SaveCounts, online: boolean): { tone: SaveTone; text: string } {
  const waiting = c.retrying + c.pending + c.saving;
  // Offline: say so, and that nothing typed is lost; the save goes out the moment the network returns.
  if (!online && waiting + c.deletes > 0) {
    const what = waiting > 0 ? lines(waiting) : "deletes";
    return { tone: "warn", text: `Offline — ${what} waiting, kept on this device; saved when back online` };
  }
  if (c.retrying > 0) return { tone: "bad", text: "Not saved — retrying" };
  if (c.rejected > 0)
    return { tone: "bad", text: `Not saved — ${lines(c.rejected)} refused (see the red rows)` };
  if (c.pending + c.saving + c.deletes > 0) return { tone: "busy", text: "Saving…" };
  if (c.invalid > 0) {
    return {
      tone: "warn",
      text: `${lines(c.invalid)} not saved yet — fix the marked cells (kept on this device)`,
    };
  }
  return { tone: "ok", text: "All changes saved" };
}

/** The grid's save state in words, from every row's own. */
export function LinesSaveStatus({ store }: { store: OrderStore }) {
  const { tone, text } = statusOf(useSaveCounts(store), useOnline());
  return <SaveBadge tone={tone} text={text} testId="lines-save-status" />;
}
