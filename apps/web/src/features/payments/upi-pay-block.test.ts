import { upiPayUri } from "@kerf/core";
import { describe, expect, it } from "vitest";
import { qrPath } from "../../ui/qr-path";
import { scanQrPath } from "../../ui/qr-scan";

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
    // As the UPI block draws it (medium error correction), 4 pixels a module.
    expect(scanQrPath(qrPath(uri!, "M"), 4)).toBe(uri);
  });

  it("is left out with nothing to pay or no UPI ID", () => {
    expect(upiPayUri({ upiId: "a@b", payeeName: "A", amount: "0.00", note: "INV" })).toBeNull();
    expect(upiPayUri({ upiId: null, payeeName: "A", amount: "10.00", note: "INV" })).toBeNull();
  });
});
