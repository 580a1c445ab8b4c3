import { formatIndian, taxByRate } from "@kerf/core";
import {
  createInvoice,
  login,
  longOrder,
  MIXED,
  OTHER_STATE_GSTIN,
  openDocument,
  printPdf,
  SAME_STATE_GSTIN,
  shot,
} from "./support/documents";
import { describePrinting, mehtaOrder } from "./support/mehta-order";
import { expect, test } from "./support/server";

// Issue 14, points 5 and 6: sizes printed as people read them, the tax of a several-rate invoice per
// rate, and long invoices that spend their pages on lines (a short header on continued pages).

describePrinting("printed documents", 180_000, () => {
  test("sizes print as 36 1/2 x 72 1/4 in, and each GST rate shows its CGST and SGST", async ({
    page,
    baseURL,
  }) => {
    const company = await mehtaOrder(baseURL!, MIXED.input.lines, { gst_no: SAME_STATE_GSTIN });
    const invoice = await createInvoice(company, company.customerId);
    const { totals } = invoice.snapshot;
    await login(page, company);
    await openDocument(page, `/invoice/${invoice.id}`);
    await shot(page, "invoice-tax-by-rate.png");
    const text = (await printPdf(page, "invoice-tax-by-rate")).text();
    // Typed 36#4 x 72#2: printed as read.
    expect(text).toContain("Granite Black, 36 1/2 x 72 1/4 in");
    expect(text).toContain("Toughened 12mm, 48 x 96 in");
    expect(text).not.toContain("36#4");
    // The split of pricing.md's "Tax by rate" rule, figures exact: 12 %, 18 % and 28 %, cutting untaxed.
    expect(text).toMatch(/GST RATE +TAXABLE VALUE +CGST +SGST +TOTAL TAX/);
    expect(text).toContain("12% 41,830.67 2,509.84 @ 6% 2,509.84 @ 6% 5,019.68");
    expect(text).toContain("18% 2,30,355.00 20,731.95 @ 9% 20,731.95 @ 9% 41,463.90");
    expect(text).toContain("28% 3,15,000.00 44,100.00 @ 14% 44,100.00 @ 14% 88,200.00");
    expect(text).toContain(`0% (cutting) ${formatIndian(totals.cuttingAmount)} 0.00 0.00 0.00`);
    // The same split as the one function in @kerf/core, and it adds up to the invoice's CGST and SGST.
    const split = taxByRate({
      lines: invoice.snapshot.lines,
      interState: false,
      untaxedCutting: totals.cuttingAmount,
    });
    const cgst = split.rates.reduce((sum, r) => sum + Number(r.cgst.replace(".", "")), 0);
    expect(cgst).toBe(Number(totals.cgst.replace(".", "")));
    expect(text).toContain(`CGST ${formatIndian(totals.cgst)}`);
    expect(text).toContain(`SGST ${formatIndian(totals.sgst)}`);

    await openDocument(page, `/invoice/${invoice.id}/worker-sheet`);
    const worker = (await printPdf(page, "worker-sheet-readable")).text();
    expect(worker).toContain("36 1/2 x 72 1/4 in");
    expect(worker).not.toContain("36#4");
    await openDocument(page, `/invoice/${invoice.id}/transport-sheet`);
    const transport = (await printPdf(page, "transport-sheet-readable")).text();
    expect(transport).toContain("36 1/2 x 72 1/4 in");
    expect(transport).not.toContain("36#4");
  });

  test("500 lines print in well under 20 pages: the full header once, a short one on continued pages", async ({
    page,
    baseURL,
  }) => {
    const { company } = await longOrder(baseURL!, "Patel Constructions", OTHER_STATE_GSTIN, 500, (i) => ({
      widthForDisplay: `${12 + (i % 24)}#${i % 8}`,
      lengthForDisplay: String(40 + (i % 60)),
      quantity: 1 + (i % 4),
    }));
    const invoice = await createInvoice(company, company.customerId);
    const { totals } = invoice.snapshot;
    await login(page, company);
    await openDocument(page, `/invoice/${invoice.id}`);
    await shot(page, "invoice-500-lines-page-2.png", 2);
    const pdf = await printPdf(page, "invoice-500-lines");
    console.log(`500-line invoice: ${pdf.pages} pages`);
    expect(pdf.pages).toBeLessThanOrEqual(15);
    const payable = `Payable ₹ ${formatIndian(totals.payable)}`;
    for (let n = 1; n <= pdf.pages; n++) {
      const text = pdf.text(n);
      expect(text, `page ${n}`).toContain(invoice.number);
      expect(text, `page ${n}`).toContain("21-11-2026");
      expect(text, `page ${n}`).toContain("Patel Constructions");
      expect(text, `page ${n}`).toMatch(/# +DESCRIPTION +HSN +QTY/);
      expect(text, `page ${n}`).toContain(`Page ${n} of ${pdf.pages}`);
      // The full header (company address, Bill to / Ship to) once; the totals once.
      expect(text.includes("BILL TO"), `full header on page ${n}`).toBe(n === 1);
      expect(text.includes("14 Industrial Area"), `company address on page ${n}`).toBe(n === 1);
      expect(text.includes("TAX INVOICE (continued)"), `short header on page ${n}`).toBe(n > 1);
      expect(text.includes(payable), `payable on page ${n}`).toBe(n === pdf.pages);
    }
    const all = pdf.text();
    for (const line of invoice.snapshot.lines) {
      expect(all).toContain(`${line.n} ${line.materialType}, `);
    }
    expect(all).toContain(`IGST ${formatIndian(totals.igst)}`);

    await openDocument(page, `/invoice/${invoice.id}/worker-sheet`);
    const worker = await printPdf(page, "worker-sheet-500-lines");
    console.log(`500-line worker sheet: ${worker.pages} pages`);
    // Its plan included: sheets cut alike drawn once as a layout, four layouts to a page (issue 33).
    expect(worker.pages).toBeLessThan(40);
    expect(worker.text(2)).toContain("WORKER SHEET (continued)");
    await openDocument(page, `/invoice/${invoice.id}/transport-sheet`);
    const transport = await printPdf(page, "transport-sheet-500-lines");
    console.log(`500-line transport sheet: ${transport.pages} pages`);
    expect(transport.text(2)).toContain("TRANSPORT SHEET (continued)");
  });
});
