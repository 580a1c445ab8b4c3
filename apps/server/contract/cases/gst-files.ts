import { GST_MESSAGES, MESSAGES } from "@kerf/core";
import {
  type Answer,
  check,
  expectEqual,
  expectFailure,
  expectInvalid,
  expectOk,
  type Json,
} from "../harness";

/** A file answered as itself (not the envelope): its status checked, the answer as it came. */
function expectStatus(res: Answer, status: number): Answer {
  expectEqual(res.status, status, `the status (answer: ${JSON.stringify(res.body).slice(0, 300)})`);
  return res;
}

import { type ContractContext, email, type Rec, type Row, SIGNUP } from "./context";

const CANCELLED = "A cancelled invoice has no e-invoice or e-way bill";
const IRN = "0f".repeat(32);
const HEADER = {
  customer_name: "Mehta Interiors",
  date: "2026-11-21",
  billing_address: "4 Park Street, Pune",
  shipping_address: "Site 9, Baner, Pune",
  gst_no: "29AAGCB7383J1Z4",
  billing_pin: "411001",
  billing_city: "Pune",
  shipping_pin: "411045",
  shipping_city: "Pune",
};

/** The GST files (issue 17): e-invoice, e-way bill, transport, IRN, GSTR-1. */
export function gstFileRows({ api, a, b, s, need, noToken, foreign, invoice }: ContractContext): Row[] {
  let live: Rec | undefined;
  /** A live invoice to a Karnataka buyer, after company A has entered its PIN code and city. */
  const ready = async (): Promise<Rec> => {
    if (live) return live;
    expectOk(
      await api.call("POST", "/api/auth/user", {
        token: a,
        body: {
          company_name: "Company A Glass",
          email_id: email("a"),
          phone_no: SIGNUP.phoneNumber,
          gstNo: SIGNUP.gstNo,
          address: SIGNUP.address,
          pinCode: "411026",
          city: "Pune",
        },
      }),
    );
    live = expectOk(
      await api.call("POST", "/api/draft/invoice", {
        token: a,
        body: {
          draftId: need(s.customer, "the customer")._id,
          date: "2026-11-24",
          allowDuplicate: true,
          header: HEADER,
        },
      }),
      201,
    ).data as Rec;
    return live;
  };
  const cancelledId = () => need(s.invoice, "the cancelled invoice")._id;
  let credit: Rec | undefined;
  /** A credit note of Rs 10.00 taxable on the live invoice. */
  const creditNote = async (): Promise<Rec> => {
    credit ??= expectOk(
      await api.call("POST", "/api/creditNote", {
        token: a,
        body: { invoiceId: (await ready())._id, reason: "Rate agreed lower", amount: "10.00" },
      }),
      201,
    ).data as Rec;
    return credit;
  };
  const file = (path: string, token: string, id: string) => api.call("GET", path, { token, query: { id } });

  const exportRow = (path: string, label: string, checkFile: (body: Json, inv: Rec) => void): Row => ({
    method: "GET",
    path,
    cases: {
      valid: async () => {
        const inv = await ready();
        const res = expectStatus(await file(path, a, inv._id), 200);
        expectEqual(
          res.headers.get("content-disposition"),
          `attachment; filename="${String(inv.number).replaceAll("/", "-")}-${label}.json"`,
          "the file's name",
        );
        checkFile(res.body, inv);
      },
      invalid: async () =>
        expectInvalid(await api.call("GET", path, { token: a }), MESSAGES.idRequired, {
          id: MESSAGES.idRequired,
        }),
      "no token": noToken("GET", path, undefined, { id: "x" }),
      "other company": async () =>
        expectFailure(await file(path, b, (await ready())._id), 404, "Invoice not found"),
      more: async () => expectFailure(await file(path, a, cancelledId()), 409, CANCELLED),
    },
  });

  return [
    {
      method: "POST",
      path: "/api/draft/invoice/transport",
      cases: {
        "other company": foreign(
          async () =>
            api.call("POST", "/api/draft/invoice/transport", {
              token: b,
              body: { id: (await ready())._id, vehicleNo: "KA01AB1234", distanceKm: 10, mode: "road" },
            }),
          async () => (await invoice(a, (await ready())._id)).transport,
          "Invoice not found",
        ),
        invalid: async () =>
          expectInvalid(
            await api.call("POST", "/api/draft/invoice/transport", {
              token: a,
              body: { id: (await ready())._id, distanceKm: 10, mode: "road" },
            }),
            GST_MESSAGES.vehicleNoRequired,
            { vehicleNo: GST_MESSAGES.vehicleNoRequired },
          ),
        "no token": noToken("POST", "/api/draft/invoice/transport", { id: "x", distanceKm: 1, mode: "rail" }),
        valid: async () => {
          const saved = expectOk(
            await api.call("POST", "/api/draft/invoice/transport", {
              token: a,
              body: {
                id: (await ready())._id,
                vehicleNo: "mh-12-ab-1234",
                transporterName: "VRL Logistics",
                distanceKm: 12,
                mode: "road",
              },
            }),
          ).data as Rec;
          expectEqual(
            saved.transport,
            {
              vehicleNo: "MH12AB1234",
              transporterId: null,
              transporterName: "VRL Logistics",
              distanceKm: 12,
              mode: "road",
            },
            "the stored transport details",
          );
        },
        more: async () =>
          expectFailure(
            await api.call("POST", "/api/draft/invoice/transport", {
              token: a,
              body: { id: cancelledId(), distanceKm: 5, mode: "rail" },
            }),
            409,
            CANCELLED,
          ),
      },
      order: ["other company", "invalid", "no token", "valid", "more"],
    },
    exportRow("/api/draft/invoice/einvoice", "einvoice", (body, inv) => {
      expectEqual(
        [body.Version, (body.DocDtls as Json).No, (body.DocDtls as Json).Typ, (body.BuyerDtls as Json).Pos],
        ["1.1", inv.number, "INV", "29"],
        "version, number, type, place of supply",
      );
      expectEqual((body.ValDtls as Json).TotInvVal, Number(inv.payable), "the invoice value (the payable)");
    }),
    exportRow("/api/draft/invoice/ewaybill", "ewaybill", (body, inv) => {
      const bill = (body.billLists as Json[])[0]!;
      expectEqual(
        [body.version, bill.docNo, bill.vehicleNo, bill.transDistance, bill.totInvValue],
        ["1.0.1118", inv.number, "MH12AB1234", 12, Number(inv.payable)],
        "version, number, transport, value",
      );
    }),
    {
      method: "GET",
      path: "/api/creditNote/einvoice",
      cases: {
        valid: async () => {
          const note = await creditNote();
          const res = expectStatus(await file("/api/creditNote/einvoice", a, note._id), 200);
          expectEqual(
            res.headers.get("content-disposition"),
            `attachment; filename="${String(note.number).replaceAll("/", "-")}-einvoice.json"`,
            "the file's name",
          );
          const inv = await ready();
          expectEqual(
            [(res.body.DocDtls as Json).Typ, (res.body.DocDtls as Json).No, res.body.RefDtls],
            ["CRN", note.number, { PrecDocDtls: [{ InvNo: inv.number, InvDt: "24/11/2026" }] }],
            "type CRN, its number, the invoice it corrects",
          );
          expectEqual((res.body.ValDtls as Json).TotInvVal, Number(note.total), "the note's total");
        },
        invalid: async () =>
          expectInvalid(
            await api.call("GET", "/api/creditNote/einvoice", { token: a }),
            MESSAGES.idRequired,
            {
              id: MESSAGES.idRequired,
            },
          ),
        "no token": noToken("GET", "/api/creditNote/einvoice", undefined, { id: "x" }),
        "other company": async () =>
          expectFailure(
            await file("/api/creditNote/einvoice", b, (await creditNote())._id),
            404,
            "Credit note not found",
          ),
      },
    },
    {
      method: "POST",
      path: "/api/draft/invoice/irn",
      cases: {
        "other company": foreign(
          async () =>
            api.call("POST", "/api/draft/invoice/irn", {
              token: b,
              body: { id: (await ready())._id, irn: IRN, ackNo: "1", ackDate: "2026-11-24 10:00:00" },
            }),
          async () => (await invoice(a, (await ready())._id)).registration,
          "Invoice not found",
        ),
        invalid: async () =>
          expectInvalid(
            await api.call("POST", "/api/draft/invoice/irn", {
              token: a,
              body: { id: (await ready())._id, irn: "abc", ackNo: "1", ackDate: "2026-11-24 10:00:00" },
            }),
            GST_MESSAGES.irnInvalid,
            { irn: GST_MESSAGES.irnInvalid },
          ),
        "no token": noToken("POST", "/api/draft/invoice/irn", {
          id: "x",
          irn: IRN,
          ackNo: "1",
          ackDate: "2026-11-24 10:00:00",
        }),
        valid: async () => {
          const saved = expectOk(
            await api.call("POST", "/api/draft/invoice/irn", {
              token: a,
              body: {
                id: (await ready())._id,
                irn: IRN.toUpperCase(),
                ackNo: 112410000000001,
                ackDate: "2026-11-24 10:00:00",
                signedQr: "eyJhbGciOiJSUzI1NiJ9.eyJJcm4iOiIxIn0.c2ln",
              },
            }),
          ).data as Rec;
          expectEqual(
            saved.registration,
            {
              irn: IRN,
              ackNo: "112410000000001",
              ackDate: "2026-11-24 10:00:00",
              signedQr: "eyJhbGciOiJSUzI1NiJ9.eyJJcm4iOiIxIn0.c2ln",
            },
            "the stored registration (IRN in small letters, the acknowledgement number as text)",
          );
        },
        more: async () =>
          expectFailure(
            await api.call("POST", "/api/draft/invoice/irn", {
              token: a,
              body: { id: cancelledId(), irn: IRN, ackNo: "1", ackDate: "2026-11-24 10:00:00" },
            }),
            409,
            CANCELLED,
          ),
      },
      order: ["other company", "invalid", "no token", "valid", "more"],
    },
    {
      method: "GET",
      path: "/api/gst/gstr1",
      cases: {
        valid: async () => {
          const inv = await ready();
          const res = expectStatus(
            await api.call("GET", "/api/gst/gstr1", { token: a, query: { period: "2026-11" } }),
            200,
          );
          expectEqual(
            res.headers.get("content-disposition"),
            `attachment; filename="GSTR1-${SIGNUP.gstNo}-112026.json"`,
            "the file's name",
          );
          const b2b = res.body.b2b as { ctin: string; inv: { inum: string; val: number }[] }[];
          const rows = b2b.flatMap((p) => p.inv.map((i) => [p.ctin, i.inum, i.val]));
          check(
            rows.some((r) => r[1] === inv.number && r[0] === HEADER.gst_no && r[2] === Number(inv.payable)),
            `b2b holds ${inv.number} of ${HEADER.gst_no} at its payable`,
          );
          check(
            !rows.some((r) => r[1] === need(s.invoice, "the cancelled invoice").number),
            "b2b leaves the cancelled invoice out",
          );
          const docs = (res.body.doc_issue as { doc_det: { docs: Json[] }[] }).doc_det[0]!.docs[0]!;
          check(Number(docs.cancel) >= 1, "doc_issue counts the cancelled invoice");
        },
        invalid: async () =>
          expectInvalid(
            await api.call("GET", "/api/gst/gstr1", { token: a, query: { period: "2026-13" } }),
            GST_MESSAGES.periodInvalid,
            { period: GST_MESSAGES.periodInvalid },
          ),
        "no token": noToken("GET", "/api/gst/gstr1", undefined, { period: "2026-11" }),
        "other company": async () => {
          await ready();
          const theirs = expectStatus(
            await api.call("GET", "/api/gst/gstr1", { token: b, query: { period: "2026-11" } }),
            200,
          );
          expectEqual(
            [theirs.body.b2b, theirs.body.doc_issue],
            [[], { doc_det: [] }],
            "the other company's return: none of A's invoices",
          );
        },
        more: async () => {
          const csv = await api.csv("/api/gst/gstr1", {
            token: a,
            query: { period: "2026-27-Q3", format: "csv", table: "docs" },
          });
          expectEqual(
            csv.text?.split("\r\n")[0],
            "Nature of Document,Sr. No. From,Sr. No. To,Total Number,Cancelled",
            "the docs table's headings",
          );
        },
      },
    },
  ];
}
