import { check, expectEqual, expectFailure, expectOk, expectStatus } from "../harness";
import type { ContractContext, Rec, Row } from "./context";
import type { SharingFixture } from "./sharing-fixture";

/** An invoice's link, PDF and mail. */
export function invoiceSharingRows(
  { api, a, noToken, pdfRow }: ContractContext,
  { draftId, quoteLink, liveInvoice, invoiceLink, requiredInBody, othersRecord, invoiceRef }: SharingFixture,
): Row[] {
  return [
    {
      method: "POST",
      path: "/api/draft/invoice/share",
      cases: {
        "other company": othersRecord("POST", "/api/draft/invoice/share", invoiceRef),
        invalid: requiredInBody("POST", "/api/draft/invoice/share", "id"),
        "no token": noToken("POST", "/api/draft/invoice/share", { id: "x" }),
        valid: async () => {
          const link = await invoiceLink();
          check(/\/i\/[A-Za-z0-9_-]{43}$/.test(String(link.url)), `an invoice link: ${link.url}`);
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
            await api.call("GET", "/api/public/invoice/{token}", {
              params: { token: (await invoiceLink()).token },
            }),
          ).data as Rec;
          check(String(inv.pdfUrl).endsWith("/pdf"), "the PDF's address");
        },
        invalid: async () =>
          expectFailure(
            await api.call("GET", "/api/public/invoice/{token}", {
              params: { token: (await quoteLink()).quote },
            }),
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
            await api.pdf("/api/public/invoice/{token}/pdf", {
              params: { token: (await invoiceLink()).token },
            }),
            200,
          );
        },
        invalid: async () =>
          expectFailure(await api.pdf("/api/public/invoice/{token}/pdf", { params: { token: "nope" } }), 404),
      },
    },
    pdfRow("/api/draft/invoice.pdf", "id", liveInvoice),
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
        invalid: requiredInBody("POST", "/api/draft/invoice/email", "id"),
        "no token": noToken("POST", "/api/draft/invoice/email", { id: "x" }),
        "other company": othersRecord("POST", "/api/draft/invoice/email", invoiceRef),
      },
    },
    {
      method: "DELETE",
      path: "/api/draft/invoice/share",
      cases: {
        "other company": othersRecord("DELETE", "/api/draft/invoice/share", invoiceRef),
        "no token": noToken("DELETE", "/api/draft/invoice/share", { id: "x" }),
        invalid: requiredInBody("DELETE", "/api/draft/invoice/share", "id"),
        valid: async () => {
          const revoked = (await invoiceLink()).token;
          expectOk(
            await api.call("DELETE", "/api/draft/invoice/share", {
              token: a,
              body: { id: await liveInvoice() },
            }),
          );
          expectFailure(
            await api.call("GET", "/api/public/invoice/{token}", { params: { token: revoked } }),
            410,
          );
        },
        more: async () => {
          // An order whose invoice has a link can still be deleted.
          await invoiceLink();
          expectOk(await api.call("DELETE", "/api/draft", { token: a, body: { _id: await draftId() } }));
        },
      },
      order: ["other company", "no token", "invalid", "valid", "more"],
    },
    {
      method: "GET",
      path: "/api/public/statement/{token}",
      cases: {
        // A statement link is made for a payment reminder's e-mail (services/billing/reminders.ts; its
        // test opens one); here: what no link opens.
        invalid: async () =>
          expectFailure(
            await api.call("GET", "/api/public/statement/{token}", { params: { token: "nope" } }),
            404,
          ),
        more: async () =>
          // An invoice's link is not a statement's.
          expectFailure(
            await api.call("GET", "/api/public/statement/{token}", {
              params: { token: (await invoiceLink()).token },
            }),
            404,
          ),
      },
    },
  ];
}
