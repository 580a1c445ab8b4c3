import { DOCUMENT_MESSAGES, MESSAGES, QUOTE_MESSAGES } from "@kerf/core";
import { check, expectEqual, expectFailure, expectInvalid, expectOk, expectStatus } from "../harness";
import { type ContractContext, LINE, type Rec, type Row } from "./context";

const PNG_1PX =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

/** Issue 16: document settings, PDFs, share links and the customer's answers, mail (run after the invoices). */
export function sharingRows({ api, a, b, noToken, foreign, customers }: ContractContext): Row[] {
  // An order of its own (the shared customer is invoiced by then): a header and one line.
  let ownOrder: Promise<string> | undefined;
  const makeOrder = async () => {
    const customer = expectOk(
      await api.call("POST", "/api/draft", {
        token: a,
        body: { customerName: "Quote Customer", phoneNo: "9822012345", date: "2026-11-21" },
      }),
      201,
    ).data as Rec;
    await api.trpc("orders.saveHeader", a, {
      customerId: customer._id,
      header: {
        customer_name: "Mehta Interiors",
        date: "2026-11-21",
        email_id: "mehta@example.in",
        phone_no: "9822012345",
        billing_address: "4 Park Street, Pune",
        shipping_address: "Site 9, Baner, Pune",
      },
    });
    expectOk(
      await api.call("POST", "/api/draft/material", { token: a, body: { draftId: customer._id, ...LINE } }),
      201,
    );
    return customer._id;
  };
  const draftId = () => (ownOrder ??= makeOrder());
  const state = async () => {
    const id = await draftId();
    return (await customers(a)).find((c) => c._id === id)?.state;
  };
  const settings = async (token: string) =>
    expectOk(await api.call("GET", "/api/setting/company", { token })).data as Rec;
  /** The link's token and the shared invoice, made by the valid cases. */
  const shared = { quote: "", revoked: "", invoiceId: "", invoiceToken: "" };
  const tokenOf = (url: unknown) => String(url).split("/").pop()!;
  const liveInvoice = async () => {
    if (shared.invoiceId) return shared.invoiceId;
    const made = expectOk(
      await api.call("POST", "/api/draft/invoice", {
        token: a,
        body: { draftId: await draftId(), allowDuplicate: true },
      }),
      201,
    );
    shared.invoiceId = (made.data as Rec)._id;
    return shared.invoiceId;
  };

  return [
    {
      method: "GET",
      path: "/api/setting/company",
      cases: {
        valid: async () => {
          const data = await settings(a);
          check(data.quotationValidityDays === 15 || data.quotationValidityDays === 10, "a validity");
        },
        "no token": noToken("GET", "/api/setting/company"),
      },
    },
    {
      method: "POST",
      path: "/api/setting/company",
      cases: {
        valid: async () => {
          const saved = expectOk(
            await api.call("POST", "/api/setting/company", {
              token: a,
              body: { logo: PNG_1PX, terms: "50% advance, balance on delivery.", quotationValidityDays: 10 },
            }),
          ).data as Rec;
          expectEqual([saved.logo, saved.quotationValidityDays], [PNG_1PX, 10], "the logo and the validity");
        },
        invalid: async () => {
          const notImage = `data:image/png;base64,${Buffer.from("GIF89a, not a PNG").toString("base64")}`;
          expectInvalid(
            await api.call("POST", "/api/setting/company", { token: a, body: { logo: notImage } }),
            DOCUMENT_MESSAGES.logoType,
            { logo: DOCUMENT_MESSAGES.logoType },
          );
        },
        "no token": noToken("POST", "/api/setting/company", { terms: "x" }),
        more: async () => {
          // Each company has its own settings.
          expectEqual((await settings(b)).logo, null, "the other company's logo");
        },
      },
    },
    {
      method: "POST",
      path: "/api/draft/share",
      cases: {
        "other company": foreign(
          async () => api.call("POST", "/api/draft/share", { token: b, body: { draftId: await draftId() } }),
          state,
          "Customer not found",
        ),
        invalid: async () =>
          expectInvalid(
            await api.call("POST", "/api/draft/share", { token: a, body: {} }),
            "draftId is required",
            {
              draftId: "draftId is required",
            },
          ),
        "no token": noToken("POST", "/api/draft/share", { draftId: "x" }),
        valid: async () => {
          const first = expectOk(
            await api.call("POST", "/api/draft/share", { token: a, body: { draftId: await draftId() } }),
          ).data as Rec;
          check(
            /^QT\/\d\d-\d\d\/\d{4}$/.test(String(first.quotationNo)),
            `a quotation number: ${first.quotationNo}`,
          );
          check(/\/q\/[A-Za-z0-9_-]{43}$/.test(String(first.url)), `a link: ${first.url}`);
          // A new share replaces the old link.
          const second = expectOk(
            await api.call("POST", "/api/draft/share", { token: a, body: { draftId: await draftId() } }),
          ).data as Rec;
          shared.revoked = tokenOf(first.url);
          shared.quote = tokenOf(second.url);
          expectEqual(await state(), "Quoted", "the order's state");
        },
      },
      order: ["other company", "invalid", "no token", "valid"],
    },
    {
      method: "GET",
      path: "/api/public/quote/{token}",
      cases: {
        valid: async () => {
          const q = expectOk(
            await api.call("GET", "/api/public/quote/{token}", { params: { token: shared.quote } }),
          ).data as Rec;
          expectEqual([q.state, q.terms], ["Quoted", "50% advance, balance on delivery."], "state and terms");
        },
        invalid: async () =>
          expectFailure(
            await api.call("GET", "/api/public/quote/{token}", { params: { token: "tampered" } }),
            404,
            QUOTE_MESSAGES.notFound,
          ),
        more: async () =>
          expectFailure(
            await api.call("GET", "/api/public/quote/{token}", { params: { token: shared.revoked } }),
            410,
            QUOTE_MESSAGES.linkRevoked,
          ),
      },
    },
    {
      method: "GET",
      path: "/api/public/quote/{token}/pdf",
      cases: {
        valid: async () => {
          expectStatus(
            await api.pdf("/api/public/quote/{token}/pdf", { params: { token: shared.quote } }),
            200,
          );
        },
        invalid: async () =>
          expectFailure(
            await api.pdf("/api/public/quote/{token}/pdf", { params: { token: "x".repeat(43) } }),
            404,
          ),
      },
    },
    {
      method: "POST",
      path: "/api/public/quote/{token}/changes",
      cases: {
        invalid: async () =>
          expectInvalid(
            await api.call("POST", "/api/public/quote/{token}/changes", {
              params: { token: shared.quote },
              body: { name: "Mr Mehta" },
            }),
            QUOTE_MESSAGES.noteRequired,
            { note: QUOTE_MESSAGES.noteRequired },
          ),
        valid: async () => {
          const q = expectOk(
            await api.call("POST", "/api/public/quote/{token}/changes", {
              params: { token: shared.quote },
              body: { name: "Mr Mehta", note: "Two more pieces, please" },
            }),
          ).data as Rec;
          expectEqual(q.state, "Changes requested", "the quotation's state");
          expectEqual(await state(), "Changes requested", "the order's state");
        },
      },
    },
    {
      method: "POST",
      path: "/api/public/quote/{token}/accept",
      cases: {
        invalid: async () =>
          expectInvalid(
            await api.call("POST", "/api/public/quote/{token}/accept", {
              params: { token: shared.quote },
              body: { name: " " },
            }),
            QUOTE_MESSAGES.nameRequired,
            { name: QUOTE_MESSAGES.nameRequired },
          ),
        valid: async () => {
          const q = expectOk(
            await api.call("POST", "/api/public/quote/{token}/accept", {
              params: { token: shared.quote },
              body: { name: "Mr Mehta" },
            }),
          ).data as Rec;
          expectEqual((q.accepted as Rec).name, "Mr Mehta", "who accepted");
          expectEqual(await state(), "Accepted", "the order's state");
          const filtered = expectOk(
            await api.call("GET", "/api/draft", { token: a, query: { state: "Accepted" } }),
          ).data as Rec[];
          expectEqual(
            filtered.map((c) => c._id),
            [await draftId()],
            "GET /api/draft?state=Accepted",
          );
        },
        more: async () =>
          expectFailure(
            await api.call("POST", "/api/public/quote/{token}/accept", {
              params: { token: shared.quote },
              body: { name: "Mr Mehta" },
            }),
            409,
            QUOTE_MESSAGES.alreadyAccepted,
          ),
      },
      order: ["invalid", "valid", "more"],
    },
    {
      method: "GET",
      path: "/api/draft/quotation.pdf",
      cases: {
        valid: async () => {
          expectStatus(
            await api.pdf("/api/draft/quotation.pdf", { token: a, query: { draftId: await draftId() } }),
            200,
          );
        },
        invalid: async () =>
          expectInvalid(
            await api.pdf("/api/draft/quotation.pdf", { token: a, query: { draftId: "" } }),
            "draftId is required",
            { draftId: "draftId is required" },
          ),
        "no token": noToken("GET", "/api/draft/quotation.pdf", undefined, { draftId: "x" }),
        "other company": async () =>
          expectFailure(
            await api.pdf("/api/draft/quotation.pdf", { token: b, query: { draftId: await draftId() } }),
            404,
          ),
      },
    },
    {
      method: "POST",
      path: "/api/draft/quotation/email",
      cases: {
        valid: async () => {
          const sent = expectOk(
            await api.call("POST", "/api/draft/quotation/email", {
              token: a,
              body: { draftId: await draftId(), to: "mehta@example.in" },
            }),
          ).data as Rec;
          expectEqual(sent.to, "mehta@example.in", "the recipient");
        },
        invalid: async () =>
          expectInvalid(
            await api.call("POST", "/api/draft/quotation/email", {
              token: a,
              body: { draftId: await draftId(), to: "not-an-address" },
            }),
            MESSAGES.emailInvalid,
            { to: MESSAGES.emailInvalid },
          ),
        "no token": noToken("POST", "/api/draft/quotation/email", { draftId: "x" }),
        "other company": async () =>
          expectFailure(
            await api.call("POST", "/api/draft/quotation/email", {
              token: b,
              body: { draftId: await draftId() },
            }),
            404,
          ),
      },
    },
    {
      method: "DELETE",
      path: "/api/draft/share",
      cases: {
        "other company": async () =>
          expectFailure(
            await api.call("DELETE", "/api/draft/share", { token: b, body: { draftId: await draftId() } }),
            404,
          ),
        invalid: async () =>
          expectInvalid(
            await api.call("DELETE", "/api/draft/share", { token: a, body: {} }),
            "draftId is required",
            {
              draftId: "draftId is required",
            },
          ),
        "no token": noToken("DELETE", "/api/draft/share", { draftId: "x" }),
        valid: async () => {
          expectOk(
            await api.call("DELETE", "/api/draft/share", { token: a, body: { draftId: await draftId() } }),
          );
          expectFailure(
            await api.call("GET", "/api/public/quote/{token}", { params: { token: shared.quote } }),
            410,
            QUOTE_MESSAGES.linkRevoked,
          );
        },
      },
      order: ["other company", "invalid", "no token", "valid"],
    },
    {
      method: "POST",
      path: "/api/draft/invoice/share",
      cases: {
        "other company": async () =>
          expectFailure(
            await api.call("POST", "/api/draft/invoice/share", {
              token: b,
              body: { id: await liveInvoice() },
            }),
            404,
          ),
        invalid: async () =>
          expectInvalid(
            await api.call("POST", "/api/draft/invoice/share", { token: a, body: {} }),
            "id is required",
            {
              id: "id is required",
            },
          ),
        "no token": noToken("POST", "/api/draft/invoice/share", { id: "x" }),
        valid: async () => {
          const link = expectOk(
            await api.call("POST", "/api/draft/invoice/share", {
              token: a,
              body: { id: await liveInvoice() },
            }),
          ).data as Rec;
          check(/\/i\/[A-Za-z0-9_-]{43}$/.test(String(link.url)), `an invoice link: ${link.url}`);
          shared.invoiceToken = tokenOf(link.url);
        },
      },
      order: ["other company", "invalid", "no token", "valid"],
    },
    {
      method: "GET",
      path: "/api/public/invoice/{token}",
      cases: {
        valid: async () => {
          const inv = expectOk(
            await api.call("GET", "/api/public/invoice/{token}", { params: { token: shared.invoiceToken } }),
          ).data as Rec;
          check(String(inv.pdfUrl).endsWith("/pdf"), "the PDF's address");
        },
        invalid: async () =>
          expectFailure(
            await api.call("GET", "/api/public/invoice/{token}", { params: { token: shared.quote } }),
            404,
          ),
      },
    },
    {
      method: "GET",
      path: "/api/public/invoice/{token}/pdf",
      cases: {
        valid: async () => {
          expectStatus(
            await api.pdf("/api/public/invoice/{token}/pdf", { params: { token: shared.invoiceToken } }),
            200,
          );
        },
        invalid: async () =>
          expectFailure(await api.pdf("/api/public/invoice/{token}/pdf", { params: { token: "nope" } }), 404),
      },
    },
    {
      method: "GET",
      path: "/api/draft/invoice.pdf",
      cases: {
        valid: async () => {
          expectStatus(
            await api.pdf("/api/draft/invoice.pdf", { token: a, query: { id: await liveInvoice() } }),
            200,
          );
        },
        invalid: async () =>
          expectInvalid(
            await api.pdf("/api/draft/invoice.pdf", { token: a, query: { id: "" } }),
            "id is required",
            {
              id: "id is required",
            },
          ),
        "no token": noToken("GET", "/api/draft/invoice.pdf", undefined, { id: "x" }),
        "other company": async () =>
          expectFailure(
            await api.pdf("/api/draft/invoice.pdf", { token: b, query: { id: await liveInvoice() } }),
            404,
          ),
      },
    },
    {
      method: "POST",
      path: "/api/draft/invoice/email",
      cases: {
        valid: async () => {
          const sent = expectOk(
            await api.call("POST", "/api/draft/invoice/email", {
              token: a,
              body: { id: await liveInvoice(), to: "accounts@mehta.in" },
            }),
          ).data as Rec;
          expectEqual(sent.to, "accounts@mehta.in", "the recipient");
        },
        invalid: async () =>
          expectInvalid(
            await api.call("POST", "/api/draft/invoice/email", { token: a, body: {} }),
            "id is required",
            {
              id: "id is required",
            },
          ),
        "no token": noToken("POST", "/api/draft/invoice/email", { id: "x" }),
        "other company": async () =>
          expectFailure(
            await api.call("POST", "/api/draft/invoice/email", {
              token: b,
              body: { id: await liveInvoice() },
            }),
            404,
          ),
      },
    },
    {
      method: "DELETE",
      path: "/api/draft/invoice/share",
      cases: {
        "other company": async () =>
          expectFailure(
            await api.call("DELETE", "/api/draft/invoice/share", {
              token: b,
              body: { id: await liveInvoice() },
            }),
            404,
          ),
        "no token": noToken("DELETE", "/api/draft/invoice/share", { id: "x" }),
        invalid: async () =>
          expectInvalid(
            await api.call("DELETE", "/api/draft/invoice/share", { token: a, body: {} }),
            "id is required",
            {
              id: "id is required",
            },
          ),
        valid: async () => {
          expectOk(
            await api.call("DELETE", "/api/draft/invoice/share", {
              token: a,
              body: { id: await liveInvoice() },
            }),
          );
          expectFailure(
            await api.call("GET", "/api/public/invoice/{token}", { params: { token: shared.invoiceToken } }),
            410,
          );
        },
        more: async () => {
          // The order made for these cases goes, so the customer cases after them find the list they expect.
          expectOk(await api.call("DELETE", "/api/draft", { token: a, body: { _id: await draftId() } }));
        },
      },
      order: ["other company", "no token", "invalid", "valid", "more"],
    },
  ];
}
