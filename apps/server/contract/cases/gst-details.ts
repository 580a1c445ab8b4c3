// The GST details entered on a live invoice (issue 17): its transport (for the e-way bill) and the IRN the
// IRP gave its e-invoice. Both forms take the invoice's id, refuse the other company's invoice and a
// cancelled one the same way.

import { GST_MESSAGES } from "@kerf/core";
import { expectEqual, expectFailure, expectInvalid, expectOk, type Json } from "../harness";
import type { ContractContext, Rec, Row } from "./context";
import { CANCELLED, type GstFixture, IRN, TRANSPORT_DETAILS } from "./gst-fixture";

interface Details {
  path: string;
  /** Where the invoice keeps what the form saves. */
  field: "transport" | "registration";
  /** Bodies without the invoice's id: the other company's attempt, the one without a token, the cancelled invoice's. */
  foreign: Json;
  noToken: Json;
  cancelled: Json;
  invalid: { body: Json; message: string; field: string };
  valid: { body: Json; stored: Json; what: string };
}

function detailsRow(
  { api, a, b, noToken, foreign, invoice }: ContractContext,
  { ready, cancelledId }: GstFixture,
  d: Details,
): Row {
  const post = async (token: string, body: Json) => api.call("POST", d.path, { token, body });
  return {
    method: "POST",
    path: d.path,
    cases: {
      "other company": foreign(
        async () => post(b, { id: (await ready())._id, ...d.foreign }),
        async () => (await invoice(a, (await ready())._id))[d.field],
        "Invoice not found",
      ),
      invalid: async () =>
        expectInvalid(await post(a, { id: (await ready())._id, ...d.invalid.body }), d.invalid.message, {
          [d.invalid.field]: d.invalid.message,
        }),
      "no token": noToken("POST", d.path, { id: "x", ...d.noToken }),
      valid: async () => {
        const saved = expectOk(await post(a, { id: (await ready())._id, ...d.valid.body })).data as Rec;
        expectEqual(saved[d.field], d.valid.stored, d.valid.what);
      },
      more: async () =>
        expectFailure(await post(a, { id: await cancelledId(), ...d.cancelled }), 409, CANCELLED),
    },
    order: ["other company", "invalid", "no token", "valid", "more"],
  };
}

const ACK = { ackNo: "1", ackDate: "2026-11-24 10:00:00" };
const SIGNED_QR = "eyJhbGciOiJSUzI1NiJ9.eyJJcm4iOiIxIn0.c2ln";

export const transportRow = (c: ContractContext, g: GstFixture): Row =>
  detailsRow(c, g, {
    path: "/api/draft/invoice/transport",
    field: "transport",
    foreign: { vehicleNo: "KA01AB1234", distanceKm: 10, mode: "road" },
    noToken: { distanceKm: 1, mode: "rail", transDocNo: "RR-1", transDocDate: "2026-11-21" },
    cancelled: { distanceKm: 5, mode: "rail", transDocNo: "RR-1", transDocDate: "2026-11-21" },
    invalid: {
      body: { distanceKm: 10, mode: "road" },
      message: GST_MESSAGES.vehicleNoRequired,
      field: "vehicleNo",
    },
    valid: {
      body: TRANSPORT_DETAILS,
      stored: {
        vehicleNo: "MH12AB1234",
        vehicleType: "regular",
        transporterId: null,
        transporterName: "VRL Logistics",
        transDocNo: null,
        transDocDate: null,
        distanceKm: 12,
        mode: "road",
      },
      what: "the stored transport details",
    },
  });

export const irnRow = (c: ContractContext, g: GstFixture): Row =>
  detailsRow(c, g, {
    path: "/api/draft/invoice/irn",
    field: "registration",
    foreign: { irn: IRN, ...ACK },
    noToken: { irn: IRN, ...ACK },
    cancelled: { irn: IRN, ...ACK },
    invalid: { body: { irn: "abc", ...ACK }, message: GST_MESSAGES.irnInvalid, field: "irn" },
    valid: {
      body: { irn: IRN.toUpperCase(), ackNo: 112410000000001, ackDate: ACK.ackDate, signedQr: SIGNED_QR },
      stored: { irn: IRN, ackNo: "112410000000001", ackDate: ACK.ackDate, signedQr: SIGNED_QR },
      what: "the stored registration (IRN in small letters, the acknowledgement number as text)",
    },
  });
