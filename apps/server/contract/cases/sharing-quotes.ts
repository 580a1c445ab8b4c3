import { MESSAGES, QUOTE_MESSAGES } from "@kerf/core";
import { check, expectEqual, expectFailure, expectInvalid, expectOk, expectStatus } from "../harness";
import type { ContractContext, Rec, Row } from "./context";
import type { SharingFixture } from "./sharing-fixture";

/** A quotation's link: sharing, the customer's answers, the PDF, mail and revoking. */
export function quoteSharingRows(
  { api, a, b, noToken, foreign, pdfRow }: ContractContext,
  { draftId, state, share, quoteLink, changesAsked, accepted, requiredInBody, othersRecord }: SharingFixture,
): Row[] {
  return [
    {
      method: "POST",
      path: "/api/draft/share",
      cases: {
        "other company": foreign(
          async () => api.call("POST", "/api/draft/share", { token: b, body: { draftId: await draftId() } }),
          state,
          "Customer not found",
        ),
        invalid: requiredInBody("POST", "/api/draft/share", "draftId"),
        "no token": noToken("POST", "/api/draft/share", { draftId: "x" }),
        valid: async () => {
          const first = await share();
          check(
            /^QT\/\d\d-\d\d\/\d{4}$/.test(String(first.quotationNo)),
            `a quotation number: ${first.quotationNo}`,
          );
          check(/\/q\/[A-Za-z0-9_-]{43}$/.test(String(first.url)), `a link: ${first.url}`);
          // Share again answers the live link; a new link only when asked for (renew), replacing it.
          const again = await share();
          expectEqual([again.url, again.made], [first.url, false], "the live link, shown again");
          const second = await share(true);
          expectEqual(second.made, true, "a new link made");
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
            await api.call("GET", "/api/public/quote/{token}", {
              params: { token: (await quoteLink()).quote },
            }),
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
            await api.call("GET", "/api/public/quote/{token}", {
              params: { token: (await quoteLink()).revoked },
            }),
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
            await api.pdf("/api/public/quote/{token}/pdf", { params: { token: (await quoteLink()).quote } }),
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
              params: { token: (await quoteLink()).quote },
              body: { name: "Mr Mehta", revision: 1 },
            }),
            QUOTE_MESSAGES.noteRequired,
            { note: QUOTE_MESSAGES.noteRequired },
          ),
        valid: async () => {
          const q = await changesAsked();
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
              params: { token: (await quoteLink()).quote },
              body: { name: " ", revision: 1 },
            }),
            QUOTE_MESSAGES.nameRequired,
            { name: QUOTE_MESSAGES.nameRequired },
          ),
        valid: async () => {
          const q = await accepted();
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
        more: async () => {
          await accepted();
          expectFailure(
            await api.call("POST", "/api/public/quote/{token}/accept", {
              params: { token: (await quoteLink()).quote },
              body: { name: "Mr Mehta", revision: 1 },
            }),
            409,
            QUOTE_MESSAGES.alreadyAccepted,
          );
        },
      },
      order: ["invalid", "valid", "more"],
    },
    pdfRow("/api/draft/quotation.pdf", "draftId", draftId),
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
        "other company": othersRecord("DELETE", "/api/draft/share", async () => ({
          draftId: await draftId(),
        })),
        invalid: requiredInBody("DELETE", "/api/draft/share", "draftId"),
        "no token": noToken("DELETE", "/api/draft/share", { draftId: "x" }),
        valid: async () => {
          // The link as the customer's answers leave it: accepted.
          await accepted();
          expectOk(
            await api.call("DELETE", "/api/draft/share", { token: a, body: { draftId: await draftId() } }),
          );
          expectFailure(
            await api.call("GET", "/api/public/quote/{token}", {
              params: { token: (await quoteLink()).quote },
            }),
            410,
            QUOTE_MESSAGES.linkRevoked,
          );
        },
      },
      order: ["other company", "invalid", "no token", "valid"],
    },
  ];
}
