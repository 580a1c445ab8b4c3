import { describe, expect, it } from "vitest";
import { servedDocument } from "../../../test/openapi-app";

// docs/spec/portal-spec.md section 7, every method and path.
const SECTION_7 = [
  "POST /api/auth/login",
  "POST /api/auth/signup",
  "GET /api/auth/user",
  "POST /api/auth/user",
  "POST /api/auth/updatePassword",
  "POST /api/auth/verifyEmail",
  "POST /api/auth/forgotPassword",
  "POST /api/auth/verifyToken",
  "POST /api/auth/logout",
  ...["GET", "POST", "PATCH", "DELETE"].map((m) => `${m} /api/setting/material`),
  ...["GET", "POST", "PATCH", "DELETE"].map((m) => `${m} /api/setting/edgeProfile`),
  ...["GET", "POST", "PATCH"].map((m) => `${m} /api/setting/edgeSelection`),
  ...["GET", "POST", "PATCH", "DELETE"].map((m) => `${m} /api/setting/general`),
  ...["GET", "POST", "DELETE"].map((m) => `${m} /api/draft`),
  ...["GET", "POST", "PATCH", "DELETE"].map((m) => `${m} /api/draft/material`),
  "DELETE /api/draft/material/all",
  ...["GET", "POST", "PATCH", "DELETE"].map((m) => `${m} /api/draft/invoice`),
  // Cut plans (issue 15).
  ...["GET", "PATCH"].map((m) => `${m} /api/setting/material/stock`),
  ...["GET", "POST", "DELETE"].map((m) => `${m} /api/setting/material/remnant`),
  "GET /api/draft/cutPlan",
  "POST /api/draft/cutPlan/mark",
  "POST /api/draft/cutPlan/retry",
  "POST /api/cutting/plan",
];
// Issue 16: quotations and invoices that leave the shop.
const SHARING = [
  "GET /api/setting/company",
  "POST /api/setting/company",
  "POST /api/draft/share",
  "DELETE /api/draft/share",
  "GET /api/draft/quotation.pdf",
  "GET /api/draft/invoice.pdf",
  "POST /api/draft/quotation/email",
  "POST /api/draft/invoice/share",
  "DELETE /api/draft/invoice/share",
  "POST /api/draft/invoice/email",
];
// Issue 17: payments and what customers still owe.
const PAYMENTS = [
  ...["GET", "POST", "DELETE"].map((m) => `${m} /api/payment`),
  "GET /api/payment/receipt.pdf",
  "GET /api/receivables",
  "GET /api/draft/statement",
  // Issue 31: TDS receivable and the Form 16A tick.
  "GET /api/tds",
  "PATCH /api/tds",
  // Issue 31: credit terms and payment reminders.
  "PATCH /api/draft",
  "GET /api/setting/reminders",
  "POST /api/setting/reminders",
  "GET /api/reminders/today",
];
// Issue 31 point 3: bank statements matched to invoices.
const BANK_STATEMENTS = ["POST /api/bankStatement", "POST /api/bankStatement/post"];
// Issue 17: credit notes.
const CREDIT_NOTES = ["POST /api/creditNote", "GET /api/creditNote", "GET /api/creditNote.pdf"];
// Issue 30: delivery challans.
const CHALLANS = ["POST /api/challan", "GET /api/challan", "DELETE /api/challan", "GET /api/challan.pdf"];
// Issue 30 points 2-4: job work, a challan's e-way bill, ITC-04.
const JOB_WORK = [
  ...["GET", "POST", "PATCH", "DELETE"].map((m) => `${m} /api/processor`),
  "POST /api/jobWork/send",
  "POST /api/jobWork/receive",
  "GET /api/jobWork/pending",
  "POST /api/jobWork/recut",
  "GET /api/challan/ewaybill",
  "GET /api/gst/itc04",
];
// Issue 29: the items catalogue.
const ITEMS = [
  "GET /api/setting/operation",
  "POST /api/setting/operation",
  "PATCH /api/setting/operation",
  "DELETE /api/setting/operation",
  "GET /api/setting/item",
  "POST /api/setting/item",
  "PATCH /api/setting/item",
  "DELETE /api/setting/item",
  "GET /api/priceList",
  "POST /api/priceList",
  "PATCH /api/priceList",
  "DELETE /api/priceList",
  // An order's item lines (issue 29 point 3).
  "GET /api/draft/item",
  "POST /api/draft/item",
  "PATCH /api/draft/item",
  "DELETE /api/draft/item",
];
// Issue 17: the GST files.
const GST_FILES = [
  "GET /api/draft/invoice/einvoice",
  "GET /api/draft/invoice/ewaybill",
  "POST /api/draft/invoice/transport",
  "POST /api/draft/invoice/irn",
  "GET /api/gst/gstr1",
  "GET /api/creditNote/einvoice",
  // issue 27 point 7: the company's people and roles.
  "GET /api/staff",
  "POST /api/staff/invite",
  "POST /api/staff/accept",
  "PATCH /api/staff",
  "POST /api/staff/signOut",
  "GET /api/role",
  "POST /api/role",
  "PATCH /api/role",
  "DELETE /api/role",
];
// Issue 27 point 4: the audit trail.
const AUDIT = ["GET /api/audit"];
const PUBLIC_LINKS = [
  "GET /api/public/quote/{token}",
  "GET /api/public/quote/{token}/pdf",
  "POST /api/public/quote/{token}/accept",
  "POST /api/public/quote/{token}/changes",
  "GET /api/public/invoice/{token}",
  "GET /api/public/invoice/{token}/pdf",
  "GET /api/public/statement/{token}",
];
const PUBLIC = [
  ...["login", "signup", "verifyEmail", "forgotPassword", "verifyToken"].map((p) => `POST /api/auth/${p}`),
  // An invited person joins without a session (issue 27).
  "POST /api/staff/accept",
  ...PUBLIC_LINKS,
];

describe("the OpenAPI document and its reference page", () => {
  const served = servedDocument();
  const operations = served.operations;

  it("is OpenAPI 3.1 with every path and method of portal-spec section 7, and nothing else", () => {
    expect(served.doc().openapi).toBe("3.1.0");
    expect(
      operations()
        .map((o) => o.key)
        .sort(),
    ).toEqual(
      [
        ...SECTION_7,
        ...SHARING,
        ...PAYMENTS,
        ...BANK_STATEMENTS,
        ...CREDIT_NOTES,
        ...CHALLANS,
        ...JOB_WORK,
        ...ITEMS,
        ...GST_FILES,
        ...AUDIT,
        ...PUBLIC_LINKS,
      ].sort(),
    );
  });

  it("asks for the access_token header everywhere but login, signup, the reset calls", () => {
    expect(served.doc().components.securitySchemes.accessToken).toEqual(
      expect.objectContaining({ type: "apiKey", in: "header", name: "access_token" }),
    );
    for (const { key, op } of operations()) {
      if (PUBLIC.includes(key)) {
        expect(op.security, key).toEqual([]);
        // A failed login is a 401 (docs/spec/product.md); no other public call answers one.
        if (key === "POST /api/auth/login") expect(op.responses, key).toHaveProperty("401");
        else expect(op.responses, key).not.toHaveProperty("401");
      } else {
        expect(op.security, key).toEqual([{ accessToken: [] }]);
        expect(op.responses, key).toHaveProperty("401");
      }
    }
  });

  it("serves a reference page of every path, styled from the app, with no script", async () => {
    const res = await served.app().inject("/api/docs");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    // The CSP stays as strict as everywhere else.
    expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(res.headers["content-security-policy"]).toContain("style-src 'self' 'unsafe-inline'");
    const html = res.body;
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/https?:\/\/(?!localhost)[^"'\s]*\.(css|js)/);
    expect(html).toContain('<link rel="stylesheet" href="/api/docs/docs.css">');
    for (const key of SECTION_7) {
      const [method, path] = key.split(" ");
      expect(html, key).toContain(
        `<span class="method method-${method!.toLowerCase()}">${method}</span> <code class="path">${path}</code>`,
      );
    }
    expect(html).toContain('<a href="#schema-MaterialRecord">#/components/schemas/MaterialRecord</a>');

    const css = await served.app().inject("/api/docs/docs.css");
    expect(css.statusCode).toBe(200);
    expect(css.headers["content-type"]).toContain("text/css");
    expect(css.body).toContain(".method-get");
  });
});
