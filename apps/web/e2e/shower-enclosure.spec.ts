import { readFile } from "node:fs/promises";
import { formatIndian, type InvoiceRecord, routes } from "@kerf/core";
import einvoiceSchema from "@kerf/core/schemas/einvoice.json" with { type: "json" };
import ewaybillSchema from "@kerf/core/schemas/ewaybill.json" with { type: "json" };
import gstr1Schema from "@kerf/core/schemas/gstr1.json" with { type: "json" };
import type { Page } from "@playwright/test";
import Ajv from "ajv";
import { fillOrder, headerFor, login, openDocument, SAME_STATE_GSTIN } from "./support/documents";
import { companyForExample, type PricingExample } from "./support/order-company";
import { total } from "./support/order-entry";
import { expect, test } from "./support/server";
import { collectPageErrors } from "./support/session";

// Issue 29's shower enclosure end to end: a toughened 12 mm door and panel with holes and hinge cut-outs
// (entered through the API: the operations cell is another change), six hinges, a handle, silicone,
// transport and fitting typed into the order's Items section, invoiced in the browser, printed, and
// through the GST files: e-invoice (services IsServc Y with their SAC), e-way bill (goods only) and
// GSTR-1's HSN summary. The figures are worked by hand from docs/spec/pricing.md ("Operations and items").

const ajv = new Ajv({ allErrors: true, multipleOfPrecision: 6 });
const rupees = (value: string) => `₹ ${formatIndian(value)}`;

/** The worked example's settings: rounding step 0, minimum area 0, cutting by sq ft, GST on cutting. */
const SHOWER: PricingExample = {
  name: "shower enclosure",
  input: {
    settings: {
      unit: "inch",
      roundingStep: 0,
      minAreaPerPiece: 0,
      cuttingRateType: "sqFt",
      gstOnCuttingRate: true,
      isAddExtraMaterialInRate: false,
    },
    materials: [
      {
        materialName: "Toughened 12mm",
        materialRate: "310",
        cuttingRate: "12.75",
        materialGst: "18",
        materialWastage: "0",
        hsnCode: "70071900",
      },
    ],
    edgeProfiles: [],
    lines: [],
  },
};

// HSN of the Customs Tariff (chapter 83: 8302 10 hinges, of iron or steel; 8302 41 fittings for
// buildings; 3214 10 glaziers' putty and mastics). SAC: 996511 road transport of goods; 995471 glazing
// services (99 + UN CPC 5471 "Glazing services": installing glass in buildings), the closest heading to
// fitting a shower enclosure (995468/995469 are other installation and its repair).
const ITEMS = [
  { name: "Hinge", unit: "nos", rate: "450", hsnCode: "83021010", gstRate: "18" },
  { name: "Handle", unit: "nos", rate: "1850", hsnCode: "83024190", gstRate: "18" },
  { name: "Silicone", unit: "kg", rate: "640", hsnCode: "32141000", gstRate: "18" },
  { name: "Transport", unit: "job", rate: "500", hsnCode: "996511", gstRate: "18", isService: true },
  { name: "Fitting", unit: "job", rate: "1500", hsnCode: "995471", gstRate: "18", isService: true },
];

// Holes: up to 1 in at 40, larger at 65; a hinge cut-out in glass up to 12 mm at 150.
const BANDS: Record<string, { sizeUpTo: string | null; thicknessUpTo: string | null; rate: string }[]> = {
  Hole: [
    { sizeUpTo: "1", thicknessUpTo: "12", rate: "40" },
    { sizeUpTo: null, thicknessUpTo: null, rate: "65" },
  ],
  "Hinge cut-out": [{ sizeUpTo: null, thicknessUpTo: "12", rate: "150" }],
};

// Door 24 x 72 in: 12.00 sq ft; material 12 x 310 = 3720.00; cutting 12 x 12.75 = 153.00;
// operations 2 x 40 (0.5 in) + 3 x 150 = 530.00; taxable 4403.00; GST 18 % 792.54.
// Panel 32 x 72 in: 16.00 sq ft; material 4960.00; cutting 204.00; operations 6 x 65 (1.5 in) = 390.00;
// taxable 5554.00; GST 999.72. Eight holes, three hinge cut-outs.
const DOOR = {
  widthForDisplay: "24",
  lengthForDisplay: "72",
  quantity: 1,
  materialType: "Toughened 12mm",
  operations: [
    { name: "Hole", count: 2, size: "0.5" },
    { name: "Hinge cut-out", count: 3 },
  ],
};
const PANEL = {
  widthForDisplay: "32",
  lengthForDisplay: "72",
  quantity: 1,
  materialType: "Toughened 12mm",
  operations: [{ name: "Hole", count: 6, size: "1.5" }],
};

// Items: hinges 6 x 450 = 2700.00 (GST 486.00); handle 1850.00 (333.00); silicone 0.5 kg x 640 = 320.00
// (57.60); transport 500.00 (90.00); fitting 1500.00 (270.00): 6870.00, GST 1236.60.
// Totals: taxable 8680.00 + 357.00 + 920.00 + 6870.00 = 16827.00; GST 1792.26 + 1236.60 = 3028.86, CGST
// and SGST 1514.43 each; grand total 19855.86; payable 19856.00; round off 0.14.
const TOTALS = {
  area: "28.00",
  materialAmount: "8680.00",
  cuttingAmount: "357.00",
  edgeAmount: "0.00",
  operationsAmount: "920.00",
  itemsAmount: "6870.00",
  taxableValue: "16827.00",
  cgst: "1514.43",
  sgst: "1514.43",
  igst: "0.00",
  gst: "3028.86",
  grandTotal: "19855.86",
  roundOff: "0.14",
  payable: "19856.00",
  amountInWords: "Rupees Nineteen Thousand Eight Hundred Fifty Six Only",
};
const TYPED: [search: string, name: string, quantity: string, itemTotal: string][] = [
  ["hin", "Hinge", "6", "3186.00"],
  ["hand", "Handle", "1", "2183.00"],
  ["sil", "Silicone", "0.5", "377.60"],
  ["trans", "Transport", "1", "590.00"],
  ["fit", "Fitting", "1", "1770.00"],
];

async function typeItem(page: Page, search: string, name: string, quantity: string) {
  const items = page.getByRole("region", { name: "Items" });
  const picker = items.getByRole("combobox", { name: "Item" });
  await expect(picker).toBeFocused();
  await page.keyboard.type(search);
  await expect(items.getByRole("option", { name: new RegExp(name) })).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(items.getByRole("textbox", { name: "Item quantity" })).toBeFocused();
  await page.keyboard.type(quantity);
  await page.keyboard.press("Enter");
}

test("a shower enclosure: holes and cut-outs, fittings and services, through invoice, e-invoice, e-way bill and GSTR-1", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const errors = collectPageErrors(page);
  const company = await companyForExample(baseURL!, SHOWER, { customerName: "Kapoor Bath Studio" });
  const { api } = company;
  const profile = await api.rest("POST", "/auth/user", {
    company_name: "Sharma Glass Works",
    email_id: "x@example.in",
    phone_no: "9876543210",
    gstNo: "27AAPFU0939F1ZV",
    address: "14 Industrial Area, Bhosari",
    pinCode: "411019",
    city: "Pune",
  });
  expect(profile.status, JSON.stringify(profile.body)).toBe(200);
  const seeded = (await api.rest("GET", "/setting/operation")).body.data as unknown as {
    _id: string;
    name: string;
  }[];
  for (const [name, bands] of Object.entries(BANDS)) {
    const row = seeded.find((o) => o.name === name)!;
    const res = await api.rest("PATCH", "/setting/operation", { _id: row._id, name, bands });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  for (const item of ITEMS) {
    const res = await api.rest("POST", "/setting/item", item);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
  await fillOrder(
    company,
    company.customerId,
    headerFor("Kapoor Bath Studio", {
      gst_no: SAME_STATE_GSTIN,
      billing_city: "Pune",
      billing_pin: "411001",
      shipping_city: "Pune",
      shipping_pin: "411045",
    }),
    [],
  );
  // The pieces with their holes and cut-outs: the panel added bare, then given its holes by PATCH.
  const door = await api.rest("POST", "/draft/material", { draftId: company.customerId, ...DOOR });
  expect(door.status, JSON.stringify(door.body)).toBe(201);
  expect(door.body.data).toMatchObject({ operationsAmount: "530.00", taxableValue: "4403.00" });
  const { operations: panelOperations, ...bare } = PANEL;
  const panel = await api.rest("POST", "/draft/material", { draftId: company.customerId, ...bare });
  expect(panel.status, JSON.stringify(panel.body)).toBe(201);
  const holed = await api.rest("PATCH", "/draft/material", {
    ...PANEL,
    _id: panel.body.data!._id,
    operations: panelOperations,
  });
  expect(holed.status, JSON.stringify(holed.body)).toBe(200);
  expect(holed.body.data).toMatchObject({ operationsAmount: "390.00", gstAmount: "999.72" });

  // The order page: the five item lines typed from the keyboard.
  await login(page, company);
  await page.goto(routes.order(company.customerId));
  await expect(total(page, "taxableValue")).toHaveText(rupees("9957.00"), { timeout: 20_000 });
  const items = page.getByRole("region", { name: "Items" });
  await items.getByRole("combobox", { name: "Item" }).focus();
  for (const [search, name, quantity, itemTotal] of TYPED) {
    await typeItem(page, search, name, quantity);
    await expect(items.locator(`[data-item-line="${name}"] [data-figure="itemTotal"]`)).toHaveText(
      rupees(itemTotal),
    );
  }

  // The page's totals are the server's, and both are the figures worked by hand (once the lines are saved:
  // an item line shows its figures as it is typed, like a piece).
  await expect(page.getByTestId("lines-save-status")).toHaveText(/^(All changes|Lines) saved$/);
  const server = (await api.rest("GET", `/draft/material?draftId=${company.customerId}`)).body
    .data as unknown as {
    totals: Record<string, string>;
    itemLines: { name: string; quantity: string; itemTotal: string }[];
  };
  expect(server.totals).toEqual(TOTALS);
  expect(server.itemLines.map((l) => [l.name, l.quantity, l.itemTotal])).toEqual(
    TYPED.map(([, name, quantity, itemTotal]) => [name, quantity, itemTotal]),
  );
  await expect(total(page, "area")).toHaveText(`${TOTALS.area} ft²`);
  for (const key of [
    "materialAmount",
    "cuttingAmount",
    "edgeAmount",
    "itemsAmount",
    "taxableValue",
    "cgst",
    "sgst",
    "roundOff",
    "payable",
  ] as const) {
    await expect(total(page, key), key).toHaveText(rupees(TOTALS[key]));
  }
  await expect(total(page, "amountInWords")).toHaveText(TOTALS.amountInWords);
  await page.screenshot({ path: "/tmp/shower29-order.png", fullPage: true });

  // Invoiced in the browser.
  const create = page.getByRole("button", { name: "Create invoice" });
  await expect(create).toBeEnabled({ timeout: 15_000 });
  await create.click();
  await expect(page).toHaveURL(/\/invoice\/[0-9a-f-]{36}$/);
  await expect(page.locator("[data-print-ready]")).toBeAttached({ timeout: 15_000 });
  const invoiceId = page.url().split("/").pop()!;
  const invoice = await api.trpc<InvoiceRecord>("invoices.get", { id: invoiceId }, "query");
  expect(invoice.payable).toBe(TOTALS.payable);
  expect(invoice.snapshot.itemLines?.map((l) => [l.name, l.hsnCode, l.itemTotal])).toEqual(
    TYPED.map(([, name, , itemTotal]) => [name, ITEMS.find((i) => i.name === name)!.hsnCode, itemTotal]),
  );
  for (const [name, code, text] of [
    ["Hinge", "83021010", "6 nos"],
    ["Handle", "83024190", "1 nos"],
    ["Silicone", "32141000", "0.5 kg"],
    ["Transport", "996511", "500.00"],
    ["Fitting", "995471", "1,770.00"],
  ]) {
    const line = page.locator(`[data-item-line="${name}"]`);
    await expect(line, name).toContainText(code!);
    await expect(line, name).toContainText(text!);
  }
  await expect(page.getByText(formatIndian(TOTALS.payable)).first()).toBeVisible();
  // Each piece's holes and cut-outs on the tax invoice, their amount said in the summary.
  await expect(page.getByText("· 2 x Hole 0.5, 3 x Hinge cut-out")).toBeVisible();
  await expect(page.getByText("· 6 x Hole 1.5")).toBeVisible();
  await expect(page.getByText("holes and cut-outs 920.00")).toBeVisible();
  await page.locator('[data-page="1"]').screenshot({ path: "/tmp/shower29-invoice.png" });

  // The e-invoice JSON from the invoice's GST files dialog.
  await page.getByRole("button", { name: /^GST files/ }).click();
  const dialog = page.getByRole("dialog", { name: `GST files of ${invoice.number}` });
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    dialog.getByRole("button", { name: "Download e-invoice JSON" }).click(),
  ]);
  expect(file.suggestedFilename()).toBe(`${invoice.number.replaceAll("/", "-")}-einvoice.json`);
  const einvoice = JSON.parse(await readFile((await file.path())!, "utf8"));
  const validEInvoice = ajv.compile(einvoiceSchema);
  expect(validEInvoice(einvoice), JSON.stringify(validEInvoice.errors)).toBe(true);
  type EItem = Record<string, string | number>;
  expect(
    (einvoice.ItemList as EItem[])
      .filter((i) => i.HsnCd !== "70071900")
      .map((i) => [i.HsnCd, i.IsServc, i.Qty, i.Unit, i.AssAmt, i.CgstAmt, i.SgstAmt]),
  ).toEqual([
    ["83021010", "N", 6, "NOS", 2700, 243, 243],
    ["83024190", "N", 1, "NOS", 1850, 166.5, 166.5],
    ["32141000", "N", 0.5, "KGS", 320, 28.8, 28.8],
    ["996511", "Y", 1, "OTH", 500, 45, 45],
    ["995471", "Y", 1, "OTH", 1500, 135, 135],
  ]);
  expect(einvoice.ValDtls).toMatchObject({
    AssVal: 16827,
    CgstVal: 1514.43,
    SgstVal: 1514.43,
    IgstVal: 0,
    RndOffAmt: 0.14,
    TotInvVal: 19856,
  });
  await page.keyboard.press("Escape");

  // The e-way bill carries the goods only: glass, hinges, handle, silicone; no transport or fitting.
  const transport = await api.rest("POST", "/draft/invoice/transport", {
    id: invoiceId,
    vehicleNo: "MH12AB1234",
    distanceKm: 14,
    mode: "road",
  });
  expect(transport.status, JSON.stringify(transport.body)).toBe(200);
  const bill = (await api.rest("GET", `/draft/invoice/ewaybill?id=${invoiceId}`)).body as unknown as {
    billLists: {
      itemList: { hsnCode: number; qtyUnit: string; quantity: number; taxableAmount: number }[];
      totalValue: number;
      totInvValue: number;
    }[];
  };
  const validBill = ajv.compile(ewaybillSchema);
  expect(validBill(bill), JSON.stringify(validBill.errors)).toBe(true);
  const goods = bill.billLists[0]!;
  // The door and the panel, one HSN at one rate, are one row of 28 sq ft.
  expect(goods.itemList.map((i) => [i.hsnCode, i.qtyUnit, i.quantity, i.taxableAmount])).toEqual([
    [70071900, "SQF", 28, 9957],
    [83021010, "NOS", 6, 2700],
    [83024190, "NOS", 1, 1850],
    [32141000, "KGS", 0.5, 320],
  ]);
  // 16827.00 less the services' 2000.00; with their 18 %: 14827.00 + 2668.86.
  expect([goods.totalValue, goods.totInvValue]).toEqual([14827, 17495.86]);

  // GSTR-1 of the invoice's month: HSN rows of the goods in their UQC, the services' SAC with UQC NA.
  const period = invoice.date.slice(0, 7);
  const gstr1 = (await api.rest("GET", `/gst/gstr1?period=${period}`)).body as unknown as {
    hsn: { hsn_b2b: Record<string, string | number>[] };
  };
  const validGstr1 = ajv.compile(gstr1Schema);
  expect(validGstr1(gstr1), JSON.stringify(validGstr1.errors)).toBe(true);
  expect(gstr1.hsn.hsn_b2b.map((r) => [r.hsn_sc, r.uqc, r.qty, r.rt, r.txval, r.camt, r.samt])).toEqual([
    ["32141000", "KGS", 0.5, 18, 320, 28.8, 28.8],
    ["70071900", "SQF", 28, 18, 9957, 896.13, 896.13],
    ["83021010", "NOS", 6, 18, 2700, 243, 243],
    ["83024190", "NOS", 1, 18, 1850, 166.5, 166.5],
    ["995471", "NA", 0, 18, 1500, 135, 135],
    ["996511", "NA", 0, 18, 500, 45, 45],
  ]);

  // The worker sheet packs the hinges, handle and silicone (no prices); the services are no goods.
  await openDocument(page, routes.invoiceDocument(invoiceId, "worker-sheet"));
  await expect(page.locator('[data-item-line="Hinge"]')).toContainText("6 nos");
  await expect(page.locator('[data-item-line="Hinge"]')).not.toContainText("450");
  await expect(page.locator('[data-item-line="Handle"]')).toContainText("1 nos");
  await expect(page.locator('[data-item-line="Transport"]')).toHaveCount(0);
  await expect(page.locator('[data-item-line="Fitting"]')).toHaveCount(0);
  // Each piece's holes and cut-outs: counts per piece and sizes, what the floor drills and cuts.
  await expect(page.getByText("2 x Hole 0.5, 3 x Hinge cut-out", { exact: true })).toBeVisible();
  await expect(page.getByText("6 x Hole 1.5", { exact: true })).toBeVisible();
  await page.locator('[data-page="1"]').screenshot({ path: "/tmp/shower29-worker-sheet.png" });

  // Clear all on the order page takes the item lines too; the invoice keeps its own.
  await page.goto(routes.order(company.customerId));
  await expect(total(page, "payable")).toHaveText(rupees(TOTALS.payable), { timeout: 20_000 });
  await page.getByRole("button", { name: "Clear all" }).click();
  await page
    .getByRole("alertdialog", { name: "Are you sure want to clear all lines ?" })
    .getByRole("button", { name: "Clear all" })
    .click();
  await expect(items.locator("[data-item-line]")).toHaveCount(0);
  await expect(total(page, "itemsAmount")).toHaveCount(0);
  await expect(total(page, "payable")).toHaveText(rupees("0.00"));
  const cleared = (await api.rest("GET", `/draft/material?draftId=${company.customerId}`)).body
    .data as unknown as {
    lines: unknown[];
    itemLines: unknown[];
  };
  expect([cleared.lines, cleared.itemLines]).toEqual([[], []]);
  await page.reload();
  await expect(total(page, "payable")).toHaveText(rupees("0.00"), { timeout: 20_000 });
  await expect(items.locator("[data-item-line]")).toHaveCount(0);
  const kept = await api.trpc<InvoiceRecord>("invoices.get", { id: invoiceId }, "query");
  expect(kept.snapshot.itemLines?.length).toBe(5);
  expect(errors).toEqual([]);
});
