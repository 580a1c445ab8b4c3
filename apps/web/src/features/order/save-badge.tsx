import { cx } from "../../lib/cx";
import { AlertIcon, CheckIcon } from "../../ui/icons";

export type SaveTone = "ok" | "busy" | "warn" | "bad";

const TONES: Record<SaveTone, string> = {
  ok: "text-emerald-700",
  busy: "text-slate-500",
  warn: "text-amber-700",
  bad: "bg-red-50 text-red-700 ring-1 ring-red-200",
};

/** Where a save stands, said in words (and announced): Saved, Saving…, Not saved — retrying. */
export function SaveBadge({ tone, text, testId }: { tone: SaveTone; text: string; testId?: string }) {
  return (
    <p
      role="status"
      data-testid={testId}
      data-tone={tone}
      className={cx(
        "flex shrink-0 items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap",
        TONES[tone],
      )}
    >
      {tone === "ok" && <CheckIcon className="size-3.5" />}
      {tone === "busy" && (
        <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-slate-400" />
      )}
      {(tone === "warn" || tone === "bad") && <AlertIcon className="size-3.5" />}
      {text}
    </p>
  );
}
