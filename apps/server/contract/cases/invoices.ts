import { MESSAGES } from "@kerf/core";
import { expectEqual, expectInvalid, expectOk, type Json } from "../harness";
import type { ContractContext, Rec, Row } from "./context";

/** The invoices (/draft/invoice). */
export function invoiceRows({
  api,
  a,
  b,
  s,
  need,
  noToken,
  foreign,
  order,
  invoice,
}: ContractContext): Row[] {
  return [
    {
      method: "POST",
      path: "/api/draft/invoice",
      cases: {
        "other company": foreign(
          () =>
            api.call("POST", "/api/draft/invoice", {
              token: b,
              body: { draftId: need(s.customer, "the customer")._id, date: "2026-11-21" },
            }),
          async () => expectOk(await api.call("GET", "/api/draft/invoice", { token: a })).total,
          "Customer not found",
        ),
        invalid: async () =>
          expectInvalid(
            await api.call("POST", "/api/draft/invoice", { token: a, body: {} }),
            MESSAGES.draftIdRequired,
            { draftId: MESSAGES.draftIdRequired },
          ),
        "no token": noToken("POST", "/api/draft/invoice", { draftId: "x" }),
        valid: async () => {
          const customerId = need(s.customer, "the customer")._id;
          await api.trpc("orders.saveHeader", a, {
            customerId,
            header: {
              customer_name: "Mehta Interiors",
              date: "2026-11-21",
              billing_address: "4 Park Street, Pune",
              shipping_address: "Site 9, Baner, Pune",
            },
          });
          const { totals } = await order(a, customerId);
          s.invoice = expectOk(
            await api.call("POST", "/api/draft/invoice", {
              token: a,
              body: { draftId: customerId, date: "2026-11-21" },
            }),
            201,
          ).data as Rec;
          expectEqual(
            [s.invoice.number, s.invoice.status, s.invoice.payable],
            ["INV/26-27/0001", "issued", totals.payable],
            "number, status, payable (the order's)",
          );
        },
      },
      order: ["other company", "invalid", "no token", "valid"],
    },
    {
      method: "GET",
      path: "/api/draft/invoice",
      cases: {
        valid: async () => {
          const list = expectOk(
            await api.call("GET", "/api/draft/invoice", { token: a, query: { page: "1" } }),
          );
          expectEqual(
            (list.data as Rec[]).map((i) => i.number),
            ["INV/26-27/0001"],
            "the invoice numbers",
          );
          const one = await invoice(a, need(s.invoice, "the invoice")._id);
          expectEqual(one.number, "INV/26-27/0001", "the invoice by id");
        },
        invalid: async () =>
          expectInvalid(
            await api.call("GET", "/api/draft/invoice", { token: a, query: { page: "0" } }),
            MESSAGES.pageInvalid,
            { page: MESSAGES.pageInvalid },
          ),
        "no token": noToken("GET", "/api/draft/invoice"),
        "other company": foreign(
          () =>
            api.call("GET", "/api/draft/invoice", {
              token: b,
              query: { id: need(s.invoice, "the invoice")._id },
            }),
          () => invoice(a, need(s.invoice, "the invoice")._id),
          "Invoice not found",
        ),
      },
    },
    {
      method: "PATCH",
      path: "/api/draft/invoice",
      cases: {
        "other company": foreign(
          () =>
            api.call("PATCH", "/api/draft/invoice", {
              token: b,
              body: { _id: need(s.invoice, "the invoice")._id, customer_name: "Taken over" },
            }),
          () => invoice(a, need(s.invoice, "the invoice")._id),
          "Invoice not found",
        ),
        invalid: async () =>
          expectInvalid(
            await api.call("PATCH", "/api/draft/invoice", {
              token: a,
              body: { _id: need(s.invoice, "the invoice")._id, customer_name: "" },
            }),
            MESSAGES.customerNameRequired,
            { customer_name: MESSAGES.customerNameRequired },
          ),
        "no token": noToken("PATCH", "/api/draft/invoice", { _id: "x", customer_name: "x" }),
        valid: async () => {
          const updated = expectOk(
            await api.call("PATCH", "/api/draft/invoice", {
              token: a,
              body: {
                _id: need(s.invoice, "the invoice")._id,
                header: { customer_name: "Mehta Interiors Pvt" },
              },
            }),
          ).data as Rec & { snapshot: { header: Json } };
          expectEqual(updated.snapshot.header.customer_name, "Mehta Interiors Pvt", "the corrected name");
          expectEqual(updated.number, "INV/26-27/0001", "the number");
        },
      },
      order: ["other company", "invalid", "no token", "valid"],
    },
    {
      method: "DELETE",
      path: "/api/draft/invoice",
      cases: {
        "other company": foreign(
          () =>
            api.call("DELETE", "/api/draft/invoice", {
              token: b,
              body: { _id: need(s.invoice, "the invoice")._id },
            }),
          () => invoice(a, need(s.invoice, "the invoice")._id),
          "Invoice not found",
        ),
        invalid: async () =>
          expectInvalid(
            await api.call("DELETE", "/api/draft/invoice", { token: a, body: {} }),
            MESSAGES.idRequired,
            {
              _id: MESSAGES.idRequired,
            },
          ),
        "no token": noToken("DELETE", "/api/draft/invoice", { _id: "x" }),
        valid: async () => {
          const cancelled = expectOk(
            await api.call("DELETE", "/api/draft/invoice", {
              token: a,
              body: { _id: need(s.invoice, "the invoice")._id },
            }),
          ).data as Json;
          expectEqual(
            [cancelled.status, cancelled.number],
            ["cancelled", "INV/26-27/0001"],
            "status and number",
          );
        },
      },
      order: ["other company", "invalid", "no token", "valid"],
    },
  ];
}
