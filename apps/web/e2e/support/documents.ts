import { execFileSync } from "node:child_process";
import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { gstinCheckCharacter, type InvoiceRecord, type QuoteTotals } from "@kerf/core";
import { expect, type Page } from "@playwright/test";
import { storeSession } from "./accounts";
import {
  companyForExample,
  type ExampleCompany,
  type ExampleLine,
  example,
  type PricingExample,
} from "./order-company";
import { RESULTS_DIR } from "./paths";

// What the specs of printed documents share: orders set up through the API, invoices made by the
// server, documents opened and printed to PDF by Chromium, read back with poppler.

/** The mixed example of pricing-examples.json: four materials at 18, 12 and 28 % GST, untaxed cutting. */
export const MIXED = example("a mixed quote over one lakh");
/** MIXED's totals, as its invoices show and print them. */
export const MIXED_TOTALS = MIXED.expected!.totals as unknown as QuoteTotals;
const HSN: Record<string, string> = {
  "Clear 5mm": "700529",
  "Toughened 12mm": "70071900",
  "Granite Black": "680293",
  "Mirror 4mm": "700991",
};
/** The mixed example, its materials with HSN codes: the same prices, a complete tax invoice. */
export const WITH_HSN: PricingExample = {
  ...MIXED,
  input: {
    ...MIXED.input,
    materials: MIXED.input.materials.map((m) => ({ ...m, hsnCode: HSN[m.materialName ?? ""] ?? "" })),
  },
};

export const INVOICE_DATE = "2026-11-21";

export function withCheck(first14: string): string {
  return first14 + gstinCheckCharacter(first14);
}

/** A customer registered in the company's own state (Maharashtra): CGST and SGST. */
export const SAME_STATE_GSTIN = withCheck("27AAACM4821K1Z");
/** A customer in Karnataka: IGST. */
export const OTHER_STATE_GSTIN = "29AAGCB7383J1Z4";

export type Header = {
  customer_name: string;
  date: string;
  phone_no?: string;
  email_id?: string;
  billing_address: string;
  shipping_address: string;
  gst_no?: string;
  billing_pin?: string;
  billing_city?: string;
  shipping_pin?: string;
  shipping_city?: string;
  shipping_state?: string;
  collected_at_shop?: boolean;
};

export function headerFor(name: string, extra: Partial<Header> = {}): Header {
  return {
    customer_name: name,
    date: INVOICE_DATE,
    phone_no: "9822012345",
    billing_address: "12 MG Road, Camp\nPune 411001",
    shipping_address: "Site: Plot 7, Baner Hills\nBaner, Pune 411045",
    // Delivered in Maharashtra (the company's state): the place of supply of an unregistered buyer.
    shipping_state: "27",
    ...extra,
  };
}

export async function addCustomer(company: ExampleCompany, name: string): Promise<string> {
  const res = await company.api.rest("POST", "/draft", {
    customerName: name,
    phoneNo: "9822012345",
    date: INVOICE_DATE,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data!._id!;
}

/** Saves the order's header and lines the way the order page does, through the API. */
export async function fillOrder(
  company: ExampleCompany,
  customerId: string,
  header: Header,
  lines: ExampleLine[],
) {
  await company.api.trpc("orders.saveHeader", { customerId, header });
  for (const line of lines) {
    const res = await company.api.rest("POST", "/draft/material", { draftId: customerId, ...line });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
}

/**
 * A company whose customer `name` has a long order: `count` lines, MIXED's in turn, each at the size and
 * quantity `size` gives it.
 */
export async function longOrder(
  baseURL: string,
  name: string,
  gstNo: string,
  count: number,
  size: (i: number) => Pick<ExampleLine, "widthForDisplay" | "lengthForDisplay" | "quantity">,
): Promise<{ company: ExampleCompany; lines: ExampleLine[] }> {
  const company = await companyForExample(baseURL, WITH_HSN, { customerName: name });
  const lines: ExampleLine[] = Array.from({ length: count }, (_, i) => ({
    ...MIXED.input.lines[i % MIXED.input.lines.length]!,
    ...size(i),
  }));
  await fillOrder(company, company.customerId, headerFor(name, { gst_no: gstNo }), lines);
  return { company, lines };
}

/** `again`: the order already has a live invoice of the same lines and the test means another. */
export async function createInvoice(
  company: ExampleCompany,
  customerId: string,
  again = false,
): Promise<InvoiceRecord> {
  const res = await company.api.rest("POST", "/draft/invoice", {
    draftId: customerId,
    date: INVOICE_DATE,
    ...(again ? { allowDuplicate: true } : {}),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as unknown as InvoiceRecord;
}

export async function login(page: Page, company: ExampleCompany) {
  await storeSession(page, company.session as Parameters<typeof storeSession>[1]);
}

/** Waits for a printed document to be measured and cut into pages. */
export async function openDocument(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator("[data-print-ready]")).toBeAttached({ timeout: 15_000 });
}

/** Made on first use: Playwright also loads spec files in its runner process, which prints nothing. */
let pdfDir: Promise<string> | undefined;

/** The folder the PDFs of this process go to (not under test-results: another run empties that). */
export function pdfFolder(): Promise<string> {
  pdfDir ??= mkdtemp(path.join(os.tmpdir(), "kerf-invoice-pdf-"));
  return pdfDir;
}

export type Pdf = {
  file: string;
  pages: number;
  width: number;
  height: number;
  text: (page?: number) => string;
};

/** Prints the page as Chromium does (its @page size), and reads the PDF back with poppler. */
export async function printPdf(page: Page, name: string): Promise<Pdf> {
  const file = path.join(await pdfFolder(), `${name}.pdf`);
  await page.pdf({ path: file, preferCSSPageSize: true, printBackground: true });
  const info = execFileSync("pdfinfo", [file], { encoding: "utf8" });
  const size = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info)!;
  const text = (n?: number) =>
    // -layout keeps each printed line together, so a label reads next to its figure.
    execFileSync("pdftotext", ["-layout", ...(n ? ["-f", String(n), "-l", String(n)] : []), file, "-"], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    }).replace(/\s+/g, " ");
  return {
    file,
    pages: Number(/Pages:\s+(\d+)/.exec(info)![1]),
    // 1 CSS px is 0.75 pt.
    width: Number(size[1]) / 0.75,
    height: Number(size[2]) / 0.75,
    text,
  };
}

/** The paper is the document's @page size; Chromium rounds it to whole points (under 1 px off). */
export function expectSize(pdf: Pdf, width: number, height: number) {
  expect(Math.abs(pdf.width - width), `width ${pdf.width}`).toBeLessThan(1);
  expect(Math.abs(pdf.height - height), `height ${pdf.height}`).toBeLessThan(1);
}

/** A screenshot of one printed page, for people to look at. */
export async function shot(page: Page, name: string, pageNumber = 1) {
  await page.locator(`[data-page="${pageNumber}"]`).screenshot({ path: path.join(RESULTS_DIR, name) });
}

/** A sheet of the open invoice by its link; the pages share one document frame, so its own URL is waited for. */
export async function openSheet(page: Page, link: string, url: string) {
  await page.getByRole("link", { name: link }).click();
  await expect(page).toHaveURL(new RegExp(`${url}$`));
  await expect(page.locator("[data-print-ready]")).toBeAttached({ timeout: 15_000 });
}

/** The open document shot (its first page) and printed to PDF, checked at its page size in points. */
export async function printSheet(
  page: Page,
  name: string,
  width: number,
  height: number,
  shotName = `${name}.png`,
): Promise<Pdf> {
  await shot(page, shotName);
  const pdf = await printPdf(page, name);
  expectSize(pdf, width, height);
  return pdf;
}

/** Each of `parts` is in `text` (a failure names the part). */
export function expectContains(text: string, parts: string[]) {
  for (const part of parts) expect(text, part).toContain(part);
}
