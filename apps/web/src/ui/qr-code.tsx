import { useMemo } from "react";
import { qrPath } from "./qr-path";

/**
 * A QR code drawn as crisp SVG (no canvas), so it prints sharp at any size; `px` is its width on screen.
 * `title` also shows the label as a tooltip; `data` marks it for the browser tests (data-upi-qr).
 */
export function QrCode({
  text,
  ecc,
  px,
  label,
  title = false,
  data,
}: {
  text: string;
  ecc: "L" | "M";
  px: number;
  label: string;
  title?: boolean;
  data: `data-${string}`;
}) {
  const qr = useMemo(() => qrPath(text, ecc), [text, ecc]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={px}
      height={px}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      shapeRendering="crispEdges"
      {...{ [data]: "" }}
      className="shrink-0 bg-white"
    >
      {title && <title>{label}</title>}
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={qr.path} fill="#000" />
    </svg>
  );
}
