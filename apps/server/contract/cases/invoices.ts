import { MESSAGES } from "@kerf/core";
import { expectEqual, expectFailure, expectInvalid, expectOk, type Json } from "../harness";
import { type ContractContext, HEADER, type Rec, type Row } from "./context";

/** The invoices (/draft/invoice). */
export function invoiceRows({
  api,
  a,
  b,
  fx,
  money,
  noToken,
  foreign,
  order,
  invoice,
  deleteRow,
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
              body: { draftId: fx.customer.get()._id, date: "2026-11-21" },
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
          const customerId = fx.customer.get()._id;
          const { totals } = await order(a, customerId);
          // REST alone: the quote header travels with the request and is saved on the order first.
          const made = expectOk(
            await api.call("POST", "/api/draft/invoice", {
              token: a,
              body: {
                draftId: customerId,
                date: "2026-11-21",
                header: HEADER,
              },
            }),
            201,
          ).data as Rec;
          const header = (made.snapshot as Rec).header as Rec;
          expectEqual(
            [made.number, made.status, made.payable],
            ["INV/26-27/0001", "issued", totals.payable],
            "number, status, payable (the order's)",
          );
          expectEqual(
            [header.billing_address, header.shipping_address, header.gst_no],
            ["4 Park Street, Pune", "Site 9, Baner, Pune", "27AAACM4821K1ZG"],
            "the header sent with the request",
          );
        },
        more: async () => {
          const customerId = fx.customer.get()._id;
          await fx.invoice();
          // The same lines again, 0001 still live: 409 with a clear message, nothing numbered.
          const again = await api.call("POST", "/api/draft/invoice", {
            token: a,
            body: { draftId: customerId, date: "2026-11-21" },
          });
          expectFailure(
            again,
            409,
            'This order is already invoiced as INV/26-27/0001 (not cancelled) with the same lines. To issue another invoice anyway, send "allowDuplicate": true.',
          );
          const meant = expectOk(
            await api.call("POST", "/api/draft/invoice", {
              token: a,
              body: { draftId: customerId, date: "2026-11-21", allowDuplicate: true },
            }),
            201,
          ).data as Rec;
          expectEqual(meant.number, "INV/26-27/0002", "the number of the invoice the caller meant");
        },
      },
      order: ["other company", "invalid", "no token", "valid", "more"],
      setup: fx.lines,
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
            ["INV/26-27/0002", "INV/26-27/0001"],
            "the invoice numbers",
          );
          const one = await invoice(a, fx.invoice.get()._id);
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
              query: { id: fx.invoice.get()._id },
            }),
          () => invoice(a, fx.invoice.get()._id),
          "Invoice not found",
        ),
      },
      // 0001 live, 0002 made after it (and cancelled).
      setup: money.cancelledInvoice,
    },
    {
      method: "PATCH",
      path: "/api/draft/invoice",
      cases: {
        "other company": foreign(
          () =>
            api.call("PATCH", "/api/draft/invoice", {
              token: b,
              body: { _id: fx.invoice.get()._id, customer_name: "Taken over" },
            }),
          () => invoice(a, fx.invoice.get()._id),
          "Invoice not found",
        ),
        invalid: async () =>
          expectInvalid(
            await api.call("PATCH", "/api/draft/invoice", {
              token: a,
              body: { _id: fx.invoice.get()._id, customer_name: "" },
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
                _id: fx.invoice.get()._id,
                header: { customer_name: "Mehta Interiors Pvt" },
              },
            }),
          ).data as Rec & { snapshot: { header: Json } };
          expectEqual(updated.snapshot.header.customer_name, "Mehta Interiors Pvt", "the corrected name");
          expectEqual(updated.number, "INV/26-27/0001", "the number");
        },
      },
      order: ["other company", "invalid", "no token", "valid"],
      setup: fx.invoice,
    },
    {
      ...deleteRow("/api/draft/invoice", {
        body: () => ({ _id: fx.invoice.get()._id }),
        state: () => invoice(a, fx.invoice.get()._id),
        notFound: "Invoice not found",
        valid: async (remove) => {
          const cancelled = expectOk(await remove({ _id: fx.invoice.get()._id })).data as Json;
          expectEqual(
            [cancelled.status, cancelled.number],
            ["cancelled", "INV/26-27/0001"],
            "status and number",
          );
        },
      }),
      setup: fx.invoice,
    },
  ];
}
