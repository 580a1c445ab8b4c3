import { useOnline } from "../../lib/use-online";
import type { OrderStore } from "./order-store";
import type { SaveCounts } from "./row-state";
import { SaveBadge, type SaveTone } from "./save-badge";
import { useSaveCounts } from "./use-order-store";

const lines = (n: number) => `${n} line${n === 1 ? "" : "s"}`;

function statusOf(c: SaveCounts, online: boolean, headerSaved: boolean): { tone: SaveTone; text: string } {
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
  // "All changes" only when the customer details are saved too: on a new order they are not, and
  // their own badge says so; the lines' badge must not claim the whole order beside it.
  return { tone: "ok", text: headerSaved ? "All changes saved" : "Lines saved" };
}

/** The grid's save state in words, from every row's own. */
export function LinesSaveStatus({ store, headerSaved }: { store: OrderStore; headerSaved: boolean }) {
  const { tone, text } = statusOf(useSaveCounts(store), useOnline(), headerSaved);
  return <SaveBadge tone={tone} text={text} testId="lines-save-status" />;
}
