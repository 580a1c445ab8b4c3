import type { EdgeShape } from "@kerf/core";
import { cx } from "../../lib/cx";
import { Drawing } from "../../ui/drawing";

// A small drawing per catalogue profile. Edge finishes are cross-sections: the sheet comes in from the
// left and its edge is on the right, the worked part drawn in the accent colour. Work that is not a
// side's profile (corners, notches, holes, cut-outs, curves) is drawn in plan: a piece seen from above.

const LEFT = 5;
const TOP = 9;
const BOTTOM = 31;
const EDGE = 54;
const MID = (TOP + BOTTOM) / 2;

/** Cross-sections: where the top face ends, and the edge path from there down to the bottom face. */
function section(shape: EdgeShape): { from: number; edge: string } | null {
  switch (shape.kind) {
    case "flat":
      return { from: EDGE, edge: `V${BOTTOM}` };
    case "arris":
      return { from: EDGE - 3, edge: `L${EDGE} ${TOP + 3}V${BOTTOM - 3}L${EDGE - 3} ${BOTTOM}` };
    case "pencil":
      return {
        from: EDGE - 5,
        edge: `A5 5 0 0 1 ${EDGE} ${TOP + 5}V${BOTTOM - 5}A5 5 0 0 1 ${EDGE - 5} ${BOTTOM}`,
      };
    case "bullnose":
      return { from: EDGE - 11, edge: `A11 11 0 0 1 ${EDGE - 11} ${BOTTOM}` };
    case "bevel": {
      // Drawn to scale: a wider bevel runs further back along the face.
      const run = Math.min(26, Math.max(8, (shape.widthMm ?? 10) * 0.9));
      return { from: EDGE - run, edge: `L${EDGE} ${TOP + 12}V${BOTTOM}` };
    }
    case "ogee":
      return {
        from: EDGE - 14,
        edge: `C${EDGE - 6} ${TOP} ${EDGE - 9} ${MID} ${EDGE - 2} ${MID}Q${EDGE} ${MID} ${EDGE} ${MID + 3}V${BOTTOM - 2}L${EDGE - 2} ${BOTTOM}`,
      };
    case "dupont":
      return { from: EDGE - 12, edge: `V${TOP + 4}H${EDGE - 9}A9 9 0 0 1 ${EDGE} ${TOP + 13}V${BOTTOM}` };
    case "mitre":
      return { from: EDGE, edge: `L${EDGE - 20} ${BOTTOM}` };
    case "groove":
      // A drip groove under the sheet, just back from the edge.
      return { from: EDGE, edge: `V${BOTTOM}H${EDGE - 7}L${EDGE - 11} ${BOTTOM - 6}L${EDGE - 15} ${BOTTOM}` };
    case "step":
      return { from: EDGE, edge: `V${MID}H${EDGE - 12}V${BOTTOM}` };
    default:
      return null;
  }
}

const SHEET = "fill-brand-100/70 stroke-slate-400";
const WORK = "stroke-brand-600";

function CrossSection({ from, edge }: { from: number; edge: string }) {
  const outline = `M${LEFT} ${TOP}H${from}${edge}H${LEFT}`;
  return (
    <>
      <path d={`${outline}Z`} className="fill-brand-100/70" stroke="none" />
      <path d={outline} className={SHEET} fill="none" strokeWidth={1.25} strokeLinejoin="round" />
      <path
        d={`M${from} ${TOP}${edge}`}
        className={WORK}
        fill="none"
        strokeWidth={2.25}
        strokeLinejoin="round"
      />
      <path
        d={`M${LEFT} ${TOP - 2}l-2 5l3 5l-3 5l3 5l-2 4`}
        className="stroke-slate-300"
        fill="none"
        strokeWidth={1}
      />
    </>
  );
}

/** Plan views: a piece's corner or middle seen from above. */
function Plan({ kind }: { kind: EdgeShape["kind"] }) {
  const L = 6;
  const R = 58;
  const T = 6;
  const B = 34;
  switch (kind) {
    case "corner":
      return (
        <>
          <path
            d={`M${L} ${T}H${R - 14}A14 14 0 0 1 ${R} ${T + 14}V${B}H${L}Z`}
            className={SHEET}
            strokeWidth={1.25}
          />
          <path
            d={`M${R - 14} ${T}A14 14 0 0 1 ${R} ${T + 14}`}
            className={WORK}
            fill="none"
            strokeWidth={2.25}
          />
        </>
      );
    case "notch":
      return (
        <>
          <path
            d={`M${L} ${T}H${R}V${T + 8}H${R - 12}V${B - 8}H${R}V${B}H${L}Z`}
            className={SHEET}
            strokeWidth={1.25}
          />
          <path
            d={`M${R} ${T + 8}H${R - 12}V${B - 8}H${R}`}
            className={WORK}
            fill="none"
            strokeWidth={2.25}
          />
        </>
      );
    case "curve":
      return (
        <>
          <path
            d={`M${L} ${T}H${R - 18}Q${R + 6} ${(T + B) / 2} ${R - 18} ${B}H${L}Z`}
            className={SHEET}
            strokeWidth={1.25}
          />
          <path
            d={`M${R - 18} ${T}Q${R + 6} ${(T + B) / 2} ${R - 18} ${B}`}
            className={WORK}
            fill="none"
            strokeWidth={2.25}
          />
        </>
      );
    case "hole":
      return (
        <>
          <rect x={L} y={T} width={R - L} height={B - T} rx={1} className={SHEET} strokeWidth={1.25} />
          <circle cx={32} cy={20} r={6} className={cx("fill-white", WORK)} strokeWidth={2.25} />
        </>
      );
    default:
      return (
        <>
          <rect x={L} y={T} width={R - L} height={B - T} rx={1} className={SHEET} strokeWidth={1.25} />
          <rect
            x={19}
            y={13}
            width={26}
            height={14}
            rx={3}
            className={cx("fill-white", WORK)}
            strokeWidth={2.25}
          />
        </>
      );
  }
}

export type EdgeProfileDrawingProps = {
  shape: EdgeShape;
  /** Names the drawing for screen readers; without it the drawing is decorative. */
  title?: string;
  className?: string;
};

/** The drawing of one catalogue profile, from its shape (EDGE_PROFILES[n].shape). */
export function EdgeProfileDrawing({ shape, title, className }: EdgeProfileDrawingProps) {
  const cut = section(shape);
  return (
    <Drawing viewBox="0 0 64 40" title={title} className={cx("w-16", className)}>
      {cut ? <CrossSection {...cut} /> : <Plan kind={shape.kind} />}
    </Drawing>
  );
}
