import { QUOTE_MESSAGES } from "@kerf/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listen, rest, signupCompany } from "./clients";
import { WEB_DIST } from "./frozen-documents";
import { prepareOrder } from "./order-fixture";
import { storedState } from "./stored-state";
import { createTestApp, type TestApp } from "./test-app";

// Issue 26, point 6: mail is not a relay. Quotation and invoice mails per company and per address a day,
// and asks for changes per link an hour, each past its limit a 429 with Retry-After that stores nothing:
// no mail queued, no answer recorded, no count taken, whatever arrives at once.

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp(
    { webDist: WEB_DIST, mailIntervalMs: 60_000 },
    { DOCUMENT_MAILS_PER_DAY: "4", DOCUMENT_MAILS_PER_ADDRESS_PER_DAY: "2" },
  );
  url = await listen(t.app);
}, 60_000);
afterAll(() => t.close());

async function company(email: string) {
  const { accessToken } = await signupCompany(t.app, { email });
  const { draftId } = await prepareOrder((...a) => rest(t.app, ...a), url, accessToken);
  const mail = (to: string) => rest(t.app, "POST", "/draft/quotation/email", { draftId, to }, accessToken);
  return { token: accessToken, draftId, mail };
}

const mailsQueued = async () =>
  (await t.testDb.db.selectFrom("outbox").select("id").where("kind", "=", "quotation").execute()).length;

/** The counters of mails and asks (a public path's count per client address counts every request). */
const counters = () =>
  t.testDb.db
    .selectFrom("rateCounters")
    .selectAll()
    .where("key", "not like", "ip:%")
    .orderBy("key")
    .execute();

/** A refused request: its status, a Retry-After, and nothing stored by it, not even a count. */
async function refusedWithNothingStored(send: () => ReturnType<typeof rest>) {
  const before = await storedState(t.testDb.db);
  const counted = await counters();
  const res = await send();
  expect(res.status, JSON.stringify(res.body)).toBe(429);
  expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
  expect(await storedState(t.testDb.db)).toEqual(before);
  expect(await counters()).toEqual(counted);
  return res.body.message as string;
}

describe("quotation and invoice mails", () => {
  it("at most 2 a day to one address and 4 a day for a company; another company is not held back", async () => {
    const shop = await company("flood@kerf.test");
    for (let i = 0; i < 2; i++) expect((await shop.mail("victim@example.in")).status).toBe(200);
    expect(await refusedWithNothingStored(() => shop.mail("Victim@Example.in"))).toBe(
      "victim@example.in has been sent 2 quotation and invoice mails today, the most one address gets a day. Try again tomorrow.",
    );
    expect((await shop.mail("second@example.in")).status).toBe(200);
    expect((await shop.mail("third@example.in")).status).toBe(200);
    expect(await refusedWithNothingStored(() => shop.mail("fourth@example.in"))).toBe(
      "Kerf sends at most 4 quotation and invoice mails a day for a company, and today's have been sent. Try again tomorrow.",
    );
    expect(await mailsQueued()).toBe(4);

    const other = await company("other-shop@kerf.test");
    expect((await other.mail("victim@example.in")).status).toBe(200);
  }, 120_000);

  it("counts a flood sent at once exactly: 10 mails in parallel, 4 queued, 6 refused", async () => {
    const shop = await company("parallel-flood@kerf.test");
    const before = await mailsQueued();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => shop.mail(`target-${i}@example.in`)),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429, 429, 429, 429, 429]);
    expect((await mailsQueued()) - before).toBe(4);
  }, 120_000);
});

describe("ask for changes from one link", () => {
  it("at most 5 an hour: 8 at once record 5 answers and 5 mails to the shop; a refused one counts nothing", async () => {
    const shop = await company("changes-flood@kerf.test");
    const share = await rest(t.app, "POST", "/draft/share", { draftId: shop.draftId }, shop.token);
    const link = share.body.data.url.split("/q/")[1];
    const ask = (note: string) =>
      rest(t.app, "POST", `/public/quote/${link}/changes`, { name: "Spammer", note, revision: 1 });
    // Refused for what it says (400, 409): not counted.
    expect((await ask("")).status).toBe(400);
    const stale = await rest(t.app, "POST", `/public/quote/${link}/changes`, {
      name: "Spammer",
      note: "x",
      revision: 2,
    });
    expect(stale.body.message).toBe(QUOTE_MESSAGES.revisionNotShown);

    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => ask(`change ${i}`)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    const refused = answers.find((a) => a.status === 429)!;
    expect(refused.body.message).toBe(
      "This link has asked for changes 5 times in the last hour. Try again in 60 minutes.",
    );
    const responses = await t.testDb.db.selectFrom("quoteResponses").select("id").execute();
    expect(responses).toHaveLength(5);
    const toShop = await t.testDb.db
      .selectFrom("outbox")
      .select("id")
      .where("kind", "=", "quote-answer")
      .execute();
    expect(toShop).toHaveLength(5);
    await refusedWithNothingStored(() => ask("one more"));
    // Accepting is not held back by the limit on asking.
    const accepted = await rest(t.app, "POST", `/public/quote/${link}/accept`, {
      name: "Mr Mehta",
      revision: 1,
    });
    expect(accepted.status).toBe(200);
  }, 60_000);
});
