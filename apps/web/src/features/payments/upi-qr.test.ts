import { upiPayUri } from "@kerf/core";
import jsQR from "jsqr";
import { describe, expect, it } from "vitest";
import { qrPath } from "./upi-qr";

/** The SVG path drawn back into pixels (4 per module), as a scanner's camera would see it. */
function pixels(text: string) {
  const { size, path } = qrPath(text);
  const scale = 4;
  const width = size * scale;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [, x, y] of path.matchAll(/M(\d+) (\d+)/g)) {
    for (let dy = 0; dy < scale; dy++)
      for (let dx = 0; dx < scale; dx++) {
        const at = ((Number(y) * scale + dy) * width + Number(x) * scale + dx) * 4;
        data.fill(0, at, at + 3);
      }
  }
  return { data, width };
}

describe("the UPI QR", () => {
  it("decodes back to the exact payment link", () => {
    const uri = upiPayUri({
      upiId: "sharmaglass@okhdfc",
      payeeName: "Sharma Glass & Co",
      amount: "199.50",
      note: "INV/26-27/0001",
    });
    expect(uri).toBe(
      "upi://pay?pa=sharmaglass@okhdfc&pn=Sharma%20Glass%20%26%20Co&am=199.50&cu=INR&tn=INV%2F26-27%2F0001",
    );
    const { data, width } = pixels(uri!);
    expect(jsQR(data, width, width)?.data).toBe(uri);
  });

  it("is left out with nothing to pay or no UPI ID", () => {
    expect(upiPayUri({ upiId: "a@b", payeeName: "A", amount: "0.00", note: "INV" })).toBeNull();
    expect(upiPayUri({ upiId: null, payeeName: "A", amount: "10.00", note: "INV" })).toBeNull();
  });
});
