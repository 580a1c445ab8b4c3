import type { MaterialPlan } from "@kerf/core";

// One planned sheet drawn to scale: pieces numbered as the list numbers the lines, with their sizes;
// waste hatched; the offcuts to keep marked; each cut labelled by stage and its order within the stage
// (T for the edge trim). A sheet longer than wide is drawn lying down, its length across the page.

type Sheet = MaterialPlan["sheets"][number];

export type SheetDrawingProps = {
  sheet: Sheet;
  /** Cutting units as the company types them ("48", "96#4"). */
  format: (units: number) => string;
  width: number;
  height: number;
  /** Shown on the pieces instead of their line numbers (by the sheet's piece order): a layout's positions. */
  tags?: readonly string[];
};

/** Labels of the cuts: "T" for the trim, else stage.order-within-stage ("1.1", "1.2", "2.1"…). */
export function cutLabels(cuts: Sheet["cuts"]): string[] {
  const seen = new Map<number, number>();
  return cuts.map((c) => {
    if (c.stage === 0) return "T";
    const k = (seen.get(c.stage) ?? 0) + 1;
    seen.set(c.stage, k);
    return `${c.stage}.${k}`;
  });
}

export function SheetDrawing({ sheet, format, width, height, tags }: SheetDrawingProps) {
  const lying = sheet.length > sheet.width;
  // Screen axes: lying down, the sheet's length runs across (x) and its width down (y).
  const across = lying ? sheet.length : sheet.width;
  const down = lying ? sheet.width : sheet.length;
  const scale = Math.min((width - 2) / across, (height - 2) / down);
  const box = (r: { x: number; y: number; width: number; length: number }) =>
    lying
      ? { x: r.y * scale + 1, y: r.x * scale + 1, w: r.length * scale, h: r.width * scale }
      : { x: r.x * scale + 1, y: r.y * scale + 1, w: r.width * scale, h: r.length * scale };
  const labels = cutLabels(sheet.cuts);
  const patternId = `hatch-${sheet.sheetId}-${sheet.pieces[0]?.x ?? 0}-${sheet.pieces[0]?.y ?? 0}`;
  return (
    <svg
      role="img"
      aria-label={`Sheet ${format(sheet.width)} × ${format(sheet.length)}`}
      width={across * scale + 2}
      height={down * scale + 2}
      className="block"
      data-sheet-drawing=""
    >
      <defs>
        <pattern
          id={patternId}
          width="6"
          height="6"
          patternUnits="userSpaceOnUse"
          patternTransform="rotate(45)"
        >
          <line x1="0" y1="0" x2="0" y2="6" stroke="#94a3b8" strokeWidth="1.2" />
        </pattern>
      </defs>
      <rect
        x={1}
        y={1}
        width={across * scale}
        height={down * scale}
        fill="#fff"
        stroke="#0f172a"
        strokeWidth="1.5"
      />
      {sheet.offcuts.map((o, i) => {
        const b = box(o);
        return o.keep ? (
          <g key={`o${i}`} data-offcut="keep">
            <rect
              x={b.x}
              y={b.y}
              width={b.w}
              height={b.h}
              fill="#dcfce7"
              stroke="#15803d"
              strokeDasharray="4 2"
            />
            {b.w > 60 && b.h > 20 && (
              <text
                x={b.x + b.w / 2}
                y={b.y + b.h / 2}
                textAnchor="middle"
                dominantBaseline="middle"
                fontSize="9"
                fill="#166534"
                fontWeight="600"
              >
                KEEP {format(o.width)} × {format(o.length)}
              </text>
            )}
          </g>
        ) : (
          <rect
            key={`o${i}`}
            data-offcut="waste"
            x={b.x}
            y={b.y}
            width={b.w}
            height={b.h}
            fill={`url(#${patternId})`}
          />
        );
      })}
      {sheet.pieces.map((p, i) => {
        const b = box(p);
        const big = b.w > 46 && b.h > 22;
        return (
          <g key={`p${i}`} data-piece={p.no}>
            <rect x={b.x} y={b.y} width={b.w} height={b.h} fill="#e0ecff" stroke="#1e3a8a" strokeWidth="1" />
            <text
              x={b.x + b.w / 2}
              y={b.y + b.h / 2 - (big ? 5 : 0)}
              textAnchor="middle"
              dominantBaseline="middle"
              fontSize={big ? 11 : 8}
              fontWeight="700"
              fill="#0f172a"
            >
              {tags?.[i] ?? `#${p.no}`}
            </text>
            {big && (
              <text
                x={b.x + b.w / 2}
                y={b.y + b.h / 2 + 7}
                textAnchor="middle"
                dominantBaseline="middle"
                fontSize="8"
                fill="#1e293b"
              >
                {format(p.width)} × {format(p.length)}
              </text>
            )}
          </g>
        );
      })}
      {sheet.cuts.map((c, i) => {
        if (c.stage === 0) return null;
        const line =
          c.along === "length"
            ? { x: c.x, y: c.y, width: 0, length: c.length }
            : { x: c.x, y: c.y, width: c.length, length: 0 };
        const b = box(line);
        const mx = b.x + b.w / 2;
        const my = b.y + b.h / 2;
        return (
          <g key={`c${i}`} data-cut={labels[i]}>
            <line x1={b.x} y1={b.y} x2={b.x + b.w} y2={b.y + b.h} stroke="#dc2626" strokeWidth="0.8" />
            {!c.trim && (
              <text x={mx + 2} y={my - 2} fontSize="7.5" fontWeight="700" fill="#b91c1c">
                {labels[i]}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
