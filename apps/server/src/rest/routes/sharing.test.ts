import { DOCUMENT_MESSAGES, QUOTE_MESSAGES } from "@kerf/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listen, rest, signupCompany } from "../../../test/clients";
import { LINE, prepareOrder } from "../../../test/order-fixture";
import { createTestApp, type TestApp } from "../../../test/test-app";

let t: TestApp;
let url: string;
let a: string;
let b: string;
const call = (method: "GET" | "POST" | "PATCH" | "DELETE", path: string, body?: unknown, token?: string) =>
  rest(t.app, method, path, body, token);

beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t.app);
  a = (await signupCompany(t.app)).accessToken;
  b = (await signupCompany(t.app, { email: "b@other.in", companyName: "Other Glass" })).accessToken;
});
afterAll(() => t.close());

const PNG_1PX =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

describe("company document settings", () => {
  it("takes a PNG by its bytes, and refuses a text file named as an image or one over 500 KB", async () => {
    const saved = await call(
      "POST",
      "/setting/company",
      { logo: PNG_1PX.replace("image/png", "image/jpeg"), terms: "50% advance.", quotationValidityDays: 10 },
      a,
    );
    expect(saved.status).toBe(200);
    // The declared type was wrong: the stored data URL says what the bytes are.
    expect(saved.body.data.logo.startsWith("data:image/png;base64,")).toBe(true);
    expect(saved.body.data).toMatchObject({ terms: "50% advance.", quotationValidityDays: 10 });

    const text = `data:image/png;base64,${Buffer.from("hello, not a picture").toString("base64")}`;
    const refused = await call("POST", "/setting/company", { logo: text }, a);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ logo: DOCUMENT_MESSAGES.logoType });

    const big = Buffer.alloc(500 * 1024 + 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const tooBig = await call(
      "POST",
      "/setting/company",
      { logo: `data:image/png;base64,${big.toString("base64")}` },
      a,
    );
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.errors).toEqual({ logo: DOCUMENT_MESSAGES.logoTooLarge });

    const upi = await call("POST", "/setting/company", { upiId: "not a upi" }, a);
    expect(upi.body.errors).toMatchObject({ upiId: DOCUMENT_MESSAGES.upiId });
    const upiSaved = await call(
      "POST",
      "/setting/company",
      { upiId: "sharma@okhdfc", payeeName: "Sharma Glass" },
      a,
    );
    expect(upiSaved.body.data).toMatchObject({ upiId: "sharma@okhdfc", payeeName: "Sharma Glass" });

    const got = await call("GET", "/setting/company", undefined, a);
    expect(got.body.data.terms).toBe("50% advance.");
    // The other company has the defaults.
    expect((await call("GET", "/setting/company", undefined, b)).body.data).toMatchObject({
      logo: null,
      terms: "",
      quotationValidityDays: 15,
    });
  });
});

describe("share link, answers and the order's state", () => {
  it("shares, accepts, revises, asks for changes, revokes, and answers 404/410 as it should", async () => {
    const { draftId } = await prepareOrder((m, p, body, token) => call(m, p, body, token), url, a);
    const stateOf = async () =>
      (await call("GET", "/draft", undefined, a)).body.data.find((c: { _id: string }) => c._id === draftId)
        .state;
    expect(await stateOf()).toBe("Draft");

    // Another company cannot share it.
    expect((await call("POST", "/draft/share", { draftId }, b)).status).toBe(404);

    const shared = await call("POST", "/draft/share", { draftId }, a);
    expect(shared.status).toBe(200);
    const { url: link, quotationNo } = shared.body.data;
    expect(quotationNo).toMatch(/^QT\/\d\d-\d\d\/0001$/);
    const token = link.split("/q/")[1];
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await stateOf()).toBe("Quoted");

    const opened = await call("GET", `/public/quote/${token}`);
    expect(opened.status).toBe(200);
    expect(opened.body.data).toMatchObject({
      number: quotationNo,
      revision: 1,
      state: "Quoted",
      terms: "50% advance.",
    });
    expect(Object.keys(opened.body.data)).not.toContain("customerId");

    // Tampered (one character changed) and unknown: 404.
    const tampered = token.slice(0, -1) + (token.endsWith("A") ? "B" : "A");
    expect((await call("GET", `/public/quote/${tampered}`)).status).toBe(404);
    expect((await call("GET", "/public/quote/nope")).status).toBe(404);

    // A change after sharing makes revision 2, not shown yet: the link still shows revision 1 as it was,
    // and an answer to either is refused until the shop shows revision 2.
    await call("POST", "/draft/material", { draftId, ...LINE, quantity: 3 }, a);
    expect((await call("GET", `/public/quote/${token}`)).body.data.revision).toBe(1);
    const changing = await call("POST", `/public/quote/${token}/accept`, { name: "Mr Mehta", revision: 1 });
    expect(changing.status).toBe(409);
    expect(changing.body.message).toBe(QUOTE_MESSAGES.revisionBeingChanged);
    const unseen = await call("POST", `/public/quote/${token}/accept`, { name: "Mr Mehta", revision: 2 });
    expect(unseen.status).toBe(409);
    expect(unseen.body.message).toBe(QUOTE_MESSAGES.revisionNotShown);

    // Share again: the same link (nothing new made), now showing revision 2; revision 1 is stale.
    const again = await call("POST", "/draft/share", { draftId }, a);
    expect(again.body.data).toMatchObject({ url: link, made: false });
    expect((await call("GET", `/public/quote/${token}`)).body.data.revision).toBe(2);
    const stale = await call("POST", `/public/quote/${token}/accept`, { name: "Mr Mehta", revision: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(QUOTE_MESSAGES.revisionChanged);

    const changes = await call("POST", `/public/quote/${token}/changes`, {
      name: "Mr Mehta",
      note: "",
      revision: 2,
    });
    expect(changes.status).toBe(400);
    expect(changes.body.errors).toEqual({ note: QUOTE_MESSAGES.noteRequired });
    const unnamed = await call("POST", `/public/quote/${token}/changes`, { name: "Mr Mehta", note: "2" });
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.errors).toEqual({ revision: QUOTE_MESSAGES.revisionRequired });
    const asked = await call("POST", `/public/quote/${token}/changes`, {
      name: "Mr Mehta",
      note: "Make it 2 pieces",
      revision: 2,
    });
    expect(asked.status).toBe(200);
    expect(asked.body.data.state).toBe("Changes requested");
    expect(await stateOf()).toBe("Changes requested");

    await call("POST", "/draft/material", { draftId, ...LINE, quantity: 1 }, a);
    // Shown again (Share: the same link), revision 3 is frozen and the link shows it.
    await call("POST", "/draft/share", { draftId }, a);
    const seen = await call("GET", `/public/quote/${token}`);
    expect(seen.body.data).toMatchObject({ revision: 3, state: "Quoted" });
    const accepted = await call("POST", `/public/quote/${token}/accept`, {
      name: "Mr Mehta",
      note: "Go ahead",
      revision: 3,
    });
    expect(accepted.status).toBe(200);
    // The public answer names who accepted, never from which address (that is the shop's to see).
    expect(accepted.body.data.accepted).toEqual({
      kind: "accepted",
      revision: 3,
      name: "Mr Mehta",
      note: "Go ahead",
      at: expect.any(String),
    });
    expect(JSON.stringify(accepted.body)).not.toContain("127.0.0.1");
    expect(await stateOf()).toBe("Accepted");
    expect(
      (await call("GET", "/draft?state=Accepted", undefined, a)).body.data.map((c: { _id: string }) => c._id),
    ).toEqual([draftId]);
    expect((await call("GET", "/draft?state=Quoted", undefined, a)).body.data).toEqual([]);
    const twice = await call("POST", `/public/quote/${token}/accept`, { name: "Mr Mehta", revision: 3 });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(QUOTE_MESSAGES.alreadyAccepted);

    // The shop is told: a mail in the outbox, and the answers for its toast (each once).
    const mails = await t.testDb.db
      .selectFrom("outbox")
      .select(["kind", "subject", "html"])
      .where("kind", "=", "quote-answer")
      .execute();
    expect(mails.map((m) => m.subject)).toContain(`Mr Mehta accepted ${quotationNo}`);
    // Its button opens the order page at the address the app's router reads (core's routes).
    expect(mails[0]!.html).toContain(`/order/${draftId}"`);
    expect(mails[0]!.html).not.toContain("mode1");

    // Revoked (also after acceptance): 410. Share then makes a new link, and shows that one again after;
    // a new link only when asked for (renew), and the one before stops working.
    expect((await call("DELETE", "/draft/share", { draftId }, a)).body.data).toEqual({ revoked: 1 });
    const revoked = await call("GET", `/public/quote/${token}`);
    expect(revoked.status).toBe(410);
    expect(revoked.body.message).toBe(QUOTE_MESSAGES.linkRevoked);
    const second = (await call("POST", "/draft/share", { draftId }, a)).body.data;
    expect(second.made).toBe(true);
    const reused = (await call("POST", "/draft/share", { draftId }, a)).body.data;
    expect(reused).toMatchObject({ url: second.url, made: false });
    const renewed = (await call("POST", "/draft/share", { draftId, renew: true }, a)).body.data;
    expect(renewed.made).toBe(true);
    expect(renewed.url).not.toBe(second.url);
    const third = renewed.url.split("/q/")[1];
    expect((await call("GET", `/public/quote/${second.url.split("/q/")[1]}`)).status).toBe(410);
    expect((await call("GET", `/public/quote/${third}`)).status).toBe(200);
    // Only the hash and a sealed copy of a token are stored, never the token itself.
    const rows = await t.testDb.db.selectFrom("shareLinks").select(["tokenHash", "tokenSealed"]).execute();
    const bytes = rows.flatMap((r) => [r.tokenHash, r.tokenSealed!]).map((b) => b.toString("latin1"));
    expect(bytes.some((b) => b.includes(third))).toBe(false);

    // Expired with the quotation: 410.
    await t.testDb.db.updateTable("quotations").set({ validUntil: "2020-01-01" }).execute();
    const expired = await call("GET", `/public/quote/${third}`);
    expect(expired.status).toBe(410);
    expect(expired.body.message).toBe(QUOTE_MESSAGES.linkExpired);
  });

  it("refuses a body over 16 KB on a public path", async () => {
    const res = await call("POST", `/public/quote/${"a".repeat(43)}/accept`, {
      name: "x",
      note: "y".repeat(20_000),
    });
    expect(res.status).toBe(413);
  });
});
