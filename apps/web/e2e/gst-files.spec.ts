import { readFile } from "node:fs/promises";
import einvoiceSchema from "@kerf/core/schemas/einvoice.json" with { type: "json" };
import ewaybillSchema from "@kerf/core/schemas/ewaybill.json" with { type: "json" };
import gstr1Schema from "@kerf/core/schemas/gstr1.json" with { type: "json" };
import type { Locator } from "@playwright/test";
import Ajv from "ajv";
import { unexpectedErrors } from "./support/accounts";
import {
  createInvoice,
  fillOrder,
  headerFor,
  login,
  MIXED,
  OTHER_STATE_GSTIN,
  openDocument,
  shot,
  WITH_HSN,
} from "./support/documents";
import { companyForExample } from "./support/order-company";
import { expect, test } from "./support/server";
import { collectPageErrors } from "./support/session";

// The GST files end to end (issue 17): HSN in the material settings, an invoice of the mixed example
// (over Rs 50,000, to a Karnataka buyer: IGST) with its e-invoice JSON downloaded and checked against the
// corrected INV-01 schema, its transport details and e-way bill JSON, and the IRN pasted back, printed with
// its QR code.

const ajv = new Ajv({ allErrors: true, multipleOfPrecision: 6 });
const IRN = "6a2b8c4d".repeat(8);
const SIGNED_QR = "eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.eyJkYXRhIjoie1wiSXJuXCI6XCI2YTJiXCJ9In0.c2lnbmF0dXJl";

/** Clicks a download button, checks the file's name, and reads the file back. */
async function downloaded(button: Locator, name: string): Promise<string> {
  const [file] = await Promise.all([button.page().waitForEvent("download"), button.click()]);
  expect(file.suggestedFilename()).toBe(name);
  return readFile((await file.path())!, "utf8");
}

/** A downloaded JSON file, once the schema has accepted it (its errors are the failure's message). */
async function downloadedJson(button: Locator, name: string, schema: object) {
  const json = JSON.parse(await downloaded(button, name));
  const valid = ajv.compile(schema);
  expect(valid(json), JSON.stringify(valid.errors)).toBe(true);
  return json;
}

test.describe("GST files", () => {
  test.describe.configure({ timeout: 120_000 });

  test("HSN from the material's name, e-invoice and e-way bill JSON, IRN printed with its QR", async ({
    page,
    baseURL,
  }) => {
    const errors = collectPageErrors(page);
    const company = await companyForExample(baseURL!, WITH_HSN, { customerName: "Bangalore Glass Traders" });
    const profile = await company.api.rest("POST", "/auth/user", {
      company_name: "Sharma Glass Works",
      email_id: "x@example.in",
      phone_no: "9876543210",
      gstNo: "27AAPFU0939F1ZV",
      address: "14 Industrial Area, Bhosari",
      pinCode: "411019",
      city: "Pune",
    });
    expect(profile.status, JSON.stringify(profile.body)).toBe(200);
    await login(page, company);

    // Material settings: a glass's HSN is filled in from its name, for the user to check.
    await page.goto("/settings/material");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    const form = page.getByRole("dialog", { name: "Add Material Type" });
    await form.getByLabel("Material name").fill("Toughened 8mm");
    await form.getByLabel(/Material rate/).focus();
    await expect(form.getByLabel("HSN code")).toHaveValue("70071900");
    await form.getByLabel(/Material rate/).fill("180");
    await form.getByLabel(/Cutting rate/).fill("10");
    await form.getByLabel("GST %").fill("18");
    await form.getByLabel("Wastage %").fill("5");
    await form.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("row", { name: /Toughened 8mm/ })).toContainText("HSN 70071900");

    await fillOrder(
      company,
      company.customerId,
      {
        ...headerFor("Bangalore Glass Traders", { gst_no: OTHER_STATE_GSTIN }),
        billing_address: "44 Residency Road",
        shipping_address: "44 Residency Road",
        billing_city: "Bengaluru",
        billing_pin: "560025",
      } as never,
      MIXED.input.lines,
    );
    const invoice = await createInvoice(company, company.customerId);
    await openDocument(page, `/invoice/${invoice.id}`);
    const first = page.locator('[data-page="1"]');
    await expect(first).toContainText("Area SQF");
    await expect(first).toContainText("Bengaluru – 560025");

    // Over Rs 50,000: the page says the e-way bill is due.
    await page.getByRole("button", { name: "GST files · e-way bill due" }).click();
    const dialog = page.getByRole("dialog", { name: `GST files of ${invoice.number}` });
    await expect(dialog).toContainText("Required: the value is over ₹50,000");

    const einvoiceJson = await downloadedJson(
      dialog.getByRole("button", { name: "Download e-invoice JSON" }),
      "INV-26-27-0001-einvoice.json",
      einvoiceSchema,
    );
    expect(einvoiceJson.ValDtls.TotInvVal).toBe(Number(invoice.payable));
    // Its cutting, charged without GST, is part of the value, not an item: other charges.
    expect(einvoiceJson.ValDtls.OthChrg).toBeGreaterThan(0);
    expect(einvoiceJson.ItemList.every((item: { IsServc: string }) => item.IsServc === "N")).toBe(true);
    expect(einvoiceJson.BuyerDtls).toMatchObject({
      Gstin: OTHER_STATE_GSTIN,
      Pos: "29",
      Pin: 560025,
      Loc: "Bengaluru",
    });

    // Transport details: checked by the server, saved, then the e-way bill.
    const transport = dialog.getByRole("form", { name: "Transport details" });
    await transport.getByLabel("Vehicle number").fill("12345");
    await transport.getByLabel("Distance (km)").fill("842");
    await transport.getByRole("button", { name: "Save transport details" }).click();
    await expect(transport).toContainText("Vehicle number must be in an e-way bill format: KA01AB1234");
    await transport.getByLabel("Vehicle number").fill("ka 01 ab 1234");
    await transport.getByLabel("Transporter name").fill("VRL Logistics");
    await transport.getByRole("button", { name: "Save transport details" }).click();
    await expect(page.getByText("Transport details saved")).toBeVisible();
    const download = dialog.getByRole("button", { name: "Download e-way bill JSON" });
    await expect(download).toBeEnabled();
    const ewaybillJson = await downloadedJson(download, "INV-26-27-0001-ewaybill.json", ewaybillSchema);
    expect(ewaybillJson.billLists[0]).toMatchObject({
      vehicleNo: "KA01AB1234",
      transDistance: 842,
      toStateCode: 29,
    });

    // The portal's answer pasted back: printed on the invoice with the signed QR.
    const irn = dialog.getByRole("form", { name: "IRN from the portal" });
    await irn.getByLabel("IRN").fill(IRN);
    await irn.getByLabel("Ack No").fill("112610000012345");
    await irn.getByLabel("Ack date").fill("2026-11-21 16:05:00");
    await irn.getByLabel("Signed QR code").fill(SIGNED_QR);
    await irn.getByRole("button", { name: "Save IRN" }).click();
    await expect(page.getByText("IRN saved: it prints on the invoice")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(first.locator("[data-irn-block]")).toContainText(IRN);
    await expect(first.locator("[data-irn-block]")).toContainText("112610000012345");
    await expect(first.locator("[data-irn-qr]")).toBeVisible();
    await expect(first).toContainText("Pune – 411019");
    // The toast of the save is not part of the page people look at.
    await page.addStyleTag({ content: "[data-sonner-toaster] { display: none !important; }" });
    await shot(page, "gst-invoice-irn.png");

    // The transport sheet carries the vehicle and transporter.
    await openDocument(page, `/invoice/${invoice.id}/transport-sheet`);
    await expect(page.locator('[data-page="1"]')).toContainText("KA01AB1234");
    await expect(page.locator('[data-page="1"]')).toContainText("Road · 842 km");
    await expect(page.locator('[data-page="1"]')).toContainText("VRL Logistics");

    // GSTR-1 of November from the invoice list: the JSON, and the b2b table as CSV.
    await page.goto("/invoice-list");
    await page.getByRole("button", { name: "GSTR-1" }).click();
    const gstr1 = page.getByRole("dialog", { name: "GSTR-1 for the GST offline tool" });
    // The mixed example charges cutting without GST: the dialog says what the law makes of that.
    await expect(gstr1.getByRole("alert")).toContainText("CGST Act sec. 15(2)(c)");
    await gstr1.getByLabel("Period").fill("2026-11");
    const gstr1Json = await downloadedJson(
      gstr1.getByRole("button", { name: "Download GSTR-1 JSON" }),
      "GSTR1-27AAPFU0939F1ZV-112026.json",
      gstr1Schema,
    );
    expect(gstr1Json.b2b[0].inv[0]).toMatchObject({
      inum: invoice.number,
      val: Number(invoice.payable),
      pos: "29",
    });
    await gstr1.getByLabel("Table").selectOption("b2b");
    const rows = (
      await downloaded(
        gstr1.getByRole("button", { name: "Download CSV" }),
        "GSTR1-27AAPFU0939F1ZV-112026-b2b.csv",
      )
    ).split("\r\n");
    expect(rows[0]).toBe(
      "GSTIN/UIN of Recipient,Receiver Name,Invoice Number,Invoice date,Invoice Value,Place Of Supply,Reverse Charge,Applicable % of Tax Rate,Invoice Type,E-Commerce GSTIN,Rate,Taxable Value,Cess Amount",
    );
    expect(rows[1]).toContain(
      `${OTHER_STATE_GSTIN},Bangalore Glass Traders,${invoice.number},21-Nov-2026,732415.00,29-Karnataka`,
    );
    expect(unexpectedErrors(errors)).toEqual([]);
  });
});
