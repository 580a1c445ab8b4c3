import { deflateSync } from "node:zlib";
import { createInvoice, login, MIXED, openDocument } from "./support/documents";
import { mehtaOrder } from "./support/mehta-order";
import { expect, test } from "./support/server";

// The company's logo prints on the tax invoice and the credit note on screen as on their server PDFs
// (issue 33 point 4): the logo the document was issued with, laid out before the pages are measured.

/** A 40 x 20 PNG of one colour, built here so the test needs no file. */
function png(): string {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const [w, h] = [40, 20];
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(w * 3, 0x30)]);
  const raw = Buffer.concat(Array.from({ length: h }, () => row));
  const file = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${file.toString("base64")}`;
}

test("the tax invoice and the credit note on screen print the logo they were issued with, and no page size label", async ({
  page,
  baseURL,
}) => {
  const company = await mehtaOrder(baseURL!, [MIXED.input.lines[0]!]);
  await company.api.trpc("sharing.documentSettings.save", { logo: png() });
  const invoice = await createInvoice(company, company.customerId);
  const note = await company.api.rest("POST", "/creditNote", { invoiceId: invoice.id, reason: "Breakage" });
  expect(note.status, JSON.stringify(note.body)).toBe(201);
  // A later logo (none) is not the issued documents'.
  await company.api.trpc("sharing.documentSettings.save", { logo: null });

  await login(page, company);
  await openDocument(page, `/invoice/${invoice.id}`);
  const logo = page.locator(".print-page").first().locator('img[src^="data:image/"]');
  await expect(logo).toHaveCount(1);
  expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByText(/\d+ × \d+ px/)).toHaveCount(0);

  await openDocument(page, `/creditNote/${(note.body.data as { id: string }).id}`);
  await expect(page.locator(".print-page").first().locator('img[src^="data:image/"]')).toHaveCount(1);
  await expect(page.getByText(/\d+ × \d+ px/)).toHaveCount(0);
});
