import { EDGE_SELECTIONS } from "@kerf/core";
import { cx } from "../../lib/cx";
import { Drawing } from "../../ui/drawing";

// A piece seen from above, long sides (lengths) top and bottom, short sides (widths) left and right;
// the sides that get the edge profile are drawn thick in the accent colour (pricing.md: the image of a
// selection is made from its side counts). Reused by the order page and the worker sheet.

const X = 8;
const Y = 8;
const W = 64;
const H = 36;

export type EdgeSelectionDrawingProps = {
  /** How many long sides get the profile: 0, 1 (the top one) or 2. */
  lengths: number;
  /** How many short sides get the profile: 0, 1 (the left one) or 2. */
  widths: number;
  /** Names the drawing for screen readers; without it the drawing is decorative. */
  title?: string;
  className?: string;
};

export function EdgeSelectionDrawing({ lengths, widths, title, className }: EdgeSelectionDrawingProps) {
  const sides = [
    lengths >= 1 && { key: "top", d: `M${X} ${Y}H${X + W}` },
    lengths >= 2 && { key: "bottom", d: `M${X} ${Y + H}H${X + W}` },
    widths >= 1 && { key: "left", d: `M${X} ${Y}V${Y + H}` },
    widths >= 2 && { key: "right", d: `M${X + W} ${Y}V${Y + H}` },
  ].filter((side) => side !== false);
  const extrasOnly = lengths === 0 && widths === 0;

  return (
    <Drawing viewBox="0 0 80 52" title={title} className={cx("w-20", className)}>
      <rect
        x={X}
        y={Y}
        width={W}
        height={H}
        rx={1}
        className="fill-slate-50 stroke-slate-300"
        strokeWidth={1.5}
      />
      {sides.map((side) => (
        <path
          key={side.key}
          d={side.d}
          className="stroke-brand-600"
          strokeWidth={4}
          strokeLinecap="round"
          fill="none"
          data-side={side.key}
        />
      ))}
      {extrasOnly && (
        // No side is profiled: only extras (a hole, a cut-out) are charged.
        <g className="fill-white stroke-brand-600" strokeWidth={1.75}>
          <circle cx={30} cy={Y + H / 2} r={5} />
          <rect x={41} y={Y + H / 2 - 5.5} width={14} height={11} rx={2} />
        </g>
      )}
    </Drawing>
  );
}

/** The drawing of a selection code (edgeSelection1..9), from the side counts that belong to the code. */
export function EdgeSelectionDrawingFor({
  value,
  ...props
}: { value: string } & Omit<EdgeSelectionDrawingProps, "lengths" | "widths">) {
  const selection = EDGE_SELECTIONS.find((s) => s.value === value);
  if (!selection) return null;
  return <EdgeSelectionDrawing lengths={selection.lengths} widths={selection.widths} {...props} />;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** In words: "2 lengths, 1 width", "All four sides", "No sides: extras only". */
export function edgeSidesText(lengths: number, widths: number): string {
  if (lengths === 0 && widths === 0) return "No sides: extras only";
  if (lengths === 2 && widths === 2) return "All four sides";
  return [lengths && plural(lengths, "length"), widths && plural(widths, "width")].filter(Boolean).join(", ");
}
