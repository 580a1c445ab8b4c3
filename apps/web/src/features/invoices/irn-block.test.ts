import { MAX_SIGNED_QR_LENGTH, ZInvoiceIrnInput } from "@kerf/core";
import { describe, expect, it } from "vitest";
import { qrPath } from "../../ui/qr-path";
import { scanQrPath } from "../../ui/qr-scan";

describe("the e-invoice's signed QR", () => {
  it("decodes back to the exact signed text the portal returned, nearly nine hundred characters", () => {
    // The shape of the portal's answer: a header, a payload of the invoice's details, a signature.
    const base64url = (s: string) => Buffer.from(s).toString("base64url");
    const payload = JSON.stringify({
      data: JSON.stringify({
        SellerGstin: "27AAPFU0939F1ZV",
        BuyerGstin: "29AAGCB7383J1Z4",
        DocNo: "INV/26-27/0001",
        DocTyp: "INV",
        DocDt: "21/11/2026",
        TotInvVal: 732415,
        ItemCnt: 4,
        MainHsnCode: "7009",
        Irn: "6a2b8c4d".repeat(8),
        IrnDt: "2026-11-21 16:05:00",
      }),
      iss: "NIC",
    });
    const signed = `${base64url('{"alg":"RS256","kid":"EDC57DE1358B300BA9F179","typ":"JWT"}')}.${base64url(payload)}.${"Q".repeat(342)}`;
    expect(signed.length).toBeGreaterThan(850);
    // As the IRN block draws it (low error correction), 3 pixels a module.
    const qr = qrPath(signed, "L");
    expect(scanQrPath(qr, 3)).toBe(signed);
    // 150 px for the whole code: each module at least 1 px on screen and about 0.3 mm on paper.
    expect(qr.size).toBeLessThanOrEqual(150);
  });

  it("holds the longest signed QR the server accepts, and the server refuses one it could not hold", () => {
    // A JWT-shaped text at the limit: the largest QR code at low error correction holds it exactly.
    const longest = `${"a".repeat(100)}.${"b".repeat(MAX_SIGNED_QR_LENGTH - 202)}.${"c".repeat(100)}`;
    expect(longest).toHaveLength(MAX_SIGNED_QR_LENGTH);
    expect(qrPath(longest, "L").size).toBe(177 + 8);
    expect(() => qrPath(`${longest}c`, "L")).toThrow();
    const irn = {
      id: "00000000-0000-4000-8000-000000000000",
      irn: "a".repeat(64),
      ackNo: "112610000001",
      ackDate: "2026-11-26 10:15:00",
    };
    expect(ZInvoiceIrnInput.safeParse({ ...irn, signedQr: longest }).success).toBe(true);
    expect(ZInvoiceIrnInput.safeParse({ ...irn, signedQr: `${longest}c` }).success).toBe(false);
  });
});
