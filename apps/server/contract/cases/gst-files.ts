// The GST files (issue 17): the e-invoice and e-way bill JSON of an invoice, the e-invoice of a credit note,
// the GSTR-1 return; the details entered for them (transport, IRN) are in gst-details.ts.

import { GST_MESSAGES, MESSAGES } from "@kerf/core";
import { check, expectEqual, expectFailure, expectInvalid, expectStatus, type Json } from "../harness";
import { type ContractContext, type Rec, type Row, SIGNUP } from "./context";
import { irnRow, transportRow } from "./gst-details";
import { CANCELLED, type GstFixture, gstFixture, HEADER } from "./gst-fixture";

interface Download {
  path: string;
  /** The end of the file's name, after the document's number. */
  label: string;
  /** The document the file is made of, and the 404 of the other company's attempt on it. */
  document: () => Promise<Rec>;
  notFound: string;
  checkFile: (body: Json, document: Rec) => void | Promise<void>;
  /** A cancelled invoice has no file. */
  cancelledId?: () => Promise<string>;
}

/** A JSON file of one document, named after its number. */
function downloadRow({ api, a, b, noToken }: ContractContext, { file }: GstFixture, d: Download): Row {
  const { cancelledId } = d;
  return {
    method: "GET",
    path: d.path,
    cases: {
      valid: async () => {
        const doc = await d.document();
        const res = expectStatus(await file(d.path, a, doc._id), 200);
        expectEqual(
          res.headers.get("content-disposition"),
          `attachment; filename="${String(doc.number).replaceAll("/", "-")}-${d.label}.json"`,
          "the file's name",
        );
        await d.checkFile(res.body, doc);
      },
      invalid: async () =>
        expectInvalid(await api.call("GET", d.path, { token: a }), MESSAGES.idRequired, {
          id: MESSAGES.idRequired,
        }),
      "no token": noToken("GET", d.path, undefined, { id: "x" }),
      "other company": async () =>
        expectFailure(await file(d.path, b, (await d.document())._id), 404, d.notFound),
      ...(cancelledId && {
        more: async () => expectFailure(await file(d.path, a, await cancelledId()), 409, CANCELLED),
      }),
    },
  };
}

function gstr1Row({ api, a, b, money, noToken }: ContractContext, { ready }: GstFixture): Row {
  const gstr1 = async (token: string) =>
    expectStatus(await api.call("GET", "/api/gst/gstr1", { token, query: { period: "2026-11" } }), 200);
  return {
    method: "GET",
    path: "/api/gst/gstr1",
    cases: {
      valid: async () => {
        const cancelled = await money.cancelledInvoice();
        const inv = await ready();
        const res = await gstr1(a);
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
        check(!rows.some((r) => r[1] === cancelled.number), "b2b leaves the cancelled invoice out");
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
        const theirs = await gstr1(b);
        // Nothing issued: the sections are left out, as the offline tool writes them.
        expectEqual(
          [theirs.body.b2b, theirs.body.doc_issue],
          [undefined, undefined],
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
  };
}

/** The GST files (issue 17): e-invoice, e-way bill, transport, IRN, GSTR-1. */
export function gstFileRows(c: ContractContext): Row[] {
  const g = gstFixture(c);
  const invoiceFile = (label: string, document: () => Promise<Rec>, checkFile: Download["checkFile"]) =>
    downloadRow(c, g, {
      path: `/api/draft/invoice/${label}`,
      label,
      document,
      notFound: "Invoice not found",
      checkFile,
      cancelledId: g.cancelledId,
    });
  return [
    transportRow(c, g),
    invoiceFile("einvoice", g.ready, (body, inv) => {
      expectEqual(
        [body.Version, (body.DocDtls as Json).No, (body.DocDtls as Json).Typ, (body.BuyerDtls as Json).Pos],
        ["1.1", inv.number, "INV", "29"],
        "version, number, type, place of supply",
      );
      expectEqual((body.ValDtls as Json).TotInvVal, Number(inv.payable), "the invoice value (the payable)");
    }),
    invoiceFile("ewaybill", g.transported, (body, inv) => {
      const bill = (body.billLists as Json[])[0]!;
      expectEqual(
        [body.version, bill.docNo, bill.vehicleNo, bill.transDistance, bill.totInvValue],
        ["1.0.1118", inv.number, "MH12AB1234", 12, Number(inv.payable)],
        "version, number, transport, value",
      );
    }),
    downloadRow(c, g, {
      path: "/api/creditNote/einvoice",
      label: "einvoice",
      document: g.creditNote,
      notFound: "Credit note not found",
      checkFile: async (body, note) => {
        const inv = await g.ready();
        expectEqual(
          [(body.DocDtls as Json).Typ, (body.DocDtls as Json).No, body.RefDtls],
          ["CRN", note.number, { PrecDocDtls: [{ InvNo: inv.number, InvDt: "24/11/2026" }] }],
          "type CRN, its number, the invoice it corrects",
        );
        expectEqual((body.ValDtls as Json).TotInvVal, Number(note.total), "the note's total");
      },
    }),
    irnRow(c, g),
    gstr1Row(c, g),
  ];
}
