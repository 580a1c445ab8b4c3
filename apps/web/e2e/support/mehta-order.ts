import { rm } from "node:fs/promises";
import { fillOrder, type Header, headerFor, pdfFolder, WITH_HSN } from "./documents";
import { companyForExample, type ExampleCompany, type ExampleLine } from "./order-company";
import { test } from "./server";

// What the document specs start from: a company priced like WITH_HSN with the order of Mehta Interiors,
// and a describe block for tests that print PDFs.

/** A new company whose customer Mehta Interiors has `lines` under a header with `header`'s fields. */
export async function mehtaOrder(
  baseURL: string,
  lines: ExampleLine[],
  header: Partial<Header> = {},
): Promise<ExampleCompany> {
  const company = await companyForExample(baseURL, WITH_HSN, { customerName: "Mehta Interiors" });
  await fillOrder(company, company.customerId, headerFor("Mehta Interiors", header), lines);
  return company;
}

/** Tests that print PDFs: `timeout` each, and the PDFs they printed removed after them. */
export function describePrinting(title: string, timeout: number, tests: () => void): void {
  test.describe(title, () => {
    test.describe.configure({ timeout });
    test.afterAll(async () => {
      await rm(await pdfFolder(), { recursive: true, force: true });
    });
    tests();
  });
}
