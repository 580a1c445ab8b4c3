import { describe, expect, it } from "vitest";
import { checkLogo, DOCUMENT_MESSAGES, imageTypeOf, MAX_LOGO_BYTES } from "./document-settings";
import { shareMessage, whatsAppLink, whatsAppNumber } from "./quotation";

const dataUrl = (type: string, bytes: Uint8Array) =>
  `data:${type};base64,${Buffer.from(bytes).toString("base64")}`;
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]);

describe("a logo is checked by its bytes", () => {
  it("takes a PNG or a JPEG whatever type it declares, and names the type the bytes have", () => {
    expect(checkLogo(dataUrl("image/jpeg", PNG))).toMatchObject({ ok: true, bytes: 12 });
    expect((checkLogo(dataUrl("image/jpeg", PNG)) as { dataUrl: string }).dataUrl).toMatch(
      /^data:image\/png;/,
    );
    expect(imageTypeOf(JPEG)).toBe("image/jpeg");
    expect(checkLogo(dataUrl("application/octet-stream", JPEG))).toMatchObject({ ok: true });
  });

  it("refuses a GIF, text, broken base64 and a file over 500 KB", () => {
    const gif = new TextEncoder().encode("GIF89a....");
    expect(checkLogo(dataUrl("image/png", gif))).toEqual({ ok: false, message: DOCUMENT_MESSAGES.logoType });
    expect(checkLogo("data:image/png;base64,iVBORw0K!!")).toEqual({
      ok: false,
      message: DOCUMENT_MESSAGES.logoType,
    });
    expect(checkLogo("https://example.com/logo.png")).toEqual({
      ok: false,
      message: DOCUMENT_MESSAGES.logoType,
    });
    const big = new Uint8Array(MAX_LOGO_BYTES + 1);
    big.set(PNG);
    expect(checkLogo(dataUrl("image/png", big))).toEqual({
      ok: false,
      message: DOCUMENT_MESSAGES.logoTooLarge,
    });
    const limit = new Uint8Array(MAX_LOGO_BYTES);
    limit.set(PNG);
    expect(checkLogo(dataUrl("image/png", limit))).toMatchObject({ ok: true, bytes: MAX_LOGO_BYTES });
  });
});

describe("WhatsApp", () => {
  it("reads an Indian mobile number as wa.me wants it", () => {
    expect(whatsAppNumber("98220 12345")).toBe("919822012345");
    expect(whatsAppNumber("+91 98220-12345")).toBe("919822012345");
    expect(whatsAppNumber("09822012345")).toBe("919822012345");
    expect(whatsAppNumber("12345")).toBeNull();
  });

  it("opens the customer's chat with company, number, total and link", () => {
    const text = shareMessage({
      company: "Sharma Glass Works",
      document: "Quotation",
      number: "QT/26-27/0007",
      payable: "123456.00",
      url: "https://kerf.example/q/abc",
    });
    expect(text).toBe(
      "Sharma Glass Works: Quotation QT/26-27/0007, total ₹1,23,456.00. View and accept: https://kerf.example/q/abc",
    );
    const link = whatsAppLink("9822012345", text)!;
    expect(link.startsWith("https://wa.me/919822012345?text=")).toBe(true);
    expect(new URL(link).searchParams.get("text")).toBe(text);
    expect(
      shareMessage({
        company: "S",
        document: "Invoice",
        number: "INV/26-27/0001",
        payable: "10.00",
        url: "u",
      }),
    ).toBe("S: Invoice INV/26-27/0001, total ₹10.00. View: u");
  });
});
