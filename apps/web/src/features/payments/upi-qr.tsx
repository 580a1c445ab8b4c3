import { useMemo } from "react";
import { encode } from "uqr";

/** The QR's modules as one SVG path: a 1×1 square per dark module. */
export function qrPath(text: string): { size: number; path: string } {
  // Medium error correction: a printed QR survives a smudge or a fold.
  const qr = encode(text, { ecc: "M", border: 4 });
  let path = "";
  qr.data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return { size: qr.size, path };
}

/**
 * A UPI payment QR: any UPI app scanning it opens a payment of exactly the amount in the link. Drawn as
 * crisp SVG (no canvas), so it prints sharp at any size.
 */
export function UpiQr({ uri, size = 96, label }: { uri: string; size?: number; label: string }) {
  const qr = useMemo(() => qrPath(uri), [uri]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      shapeRendering="crispEdges"
      data-upi-qr=""
      className="shrink-0 bg-white"
    >
      <title>{label}</title>
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={qr.path} fill="#000" />
    </svg>
  );
}
