import jsQR from "jsqr";

// For tests only (jsqr is a dev dependency): reads a drawn QR back as a camera would.

/** The SVG path of qrPath drawn into pixels (`scale` per module) and decoded: the text, or undefined. */
export function scanQrPath(
  { size, path }: { size: number; path: string },
  scale: number,
): string | undefined {
  const width = size * scale;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [, x, y] of path.matchAll(/M(\d+) (\d+)/g)) {
    for (let dy = 0; dy < scale; dy++)
      for (let dx = 0; dx < scale; dx++) {
        const at = ((Number(y) * scale + dy) * width + Number(x) * scale + dx) * 4;
        data.fill(0, at, at + 3);
      }
  }
  return jsQR(data, width, width)?.data;
}
