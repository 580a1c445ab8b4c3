import { encode } from "uqr";

/**
 * A QR code's modules as one SVG path, a 1×1 square per dark module, with the quiet zone of 4 around.
 * `ecc` is the error correction: "M" survives a smudge or a fold; "L" keeps a long text (a signed
 * e-invoice QR) at the smallest version, so each module prints large enough to scan.
 */
export function qrPath(text: string, ecc: "L" | "M"): { size: number; path: string } {
  const qr = encode(text, { ecc, border: 4 });
  let path = "";
  qr.data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return { size: qr.size, path };
}
