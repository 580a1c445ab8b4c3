import { randomBytes } from "node:crypto";
import { QUOTE_MESSAGES } from "@kerf/core";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { paymentFixture } from "../../../test/payment-fixture";
import { setReminderPlan } from "../billing/credit-terms";
import { sendDueReminders } from "../billing/reminders";
import { linkSeal } from "./link-seal";
import { publicStatement } from "./shared-statement";
import { revokeStatementShare, shareStatement, statementLinkLive } from "./statement-links";

const { db, company, refusal, rest } = paymentFixture();
const links = { env: { APP_URL: "https://kerf.test" }, linkSeal: linkSeal(randomBytes(32)) };
const tokenOf = (url: string) => url.match(/^https:\/\/kerf\.test\/s\/([\w-]{43})$/)![1]!;

describe("a customer's statement shared from the statement page", () => {
  it("gives one live link that opens that customer's statement, until revoked", async () => {
    const a = await company("stmt-share-a@kerf.test");
    const inv = await a.invoice("2026-11-20");
    expect(await statementLinkLive(db(), a.session, a.draftId)).toEqual({ live: false });

    const first = await shareStatement(db(), links, a.session, a.draftId);
    expect(first.made).toBe(true);
    const again = await shareStatement(db(), links, a.session, a.draftId);
    expect(again).toEqual({ url: first.url, made: false });
    expect(await statementLinkLive(db(), a.session, a.draftId)).toEqual({ live: true });

    const shown = await publicStatement(db(), tokenOf(first.url));
    expect([shown.customerId, shown.closing]).toEqual([a.draftId, inv.payable]);
    expect(shown.entries.map((e) => e.number)).toContain(inv.number);
    // Over HTTP too, without a session.
    const res = await rest("GET", `/public/statement/${tokenOf(first.url)}`);
    expect(res.status).toBe(200);

    // A new link replaces the old one.
    const renewed = await shareStatement(db(), links, a.session, a.draftId, true);
    expect(renewed.url).not.toBe(first.url);
    expect((await refusal(publicStatement(db(), tokenOf(first.url)))).message).toBe(
      QUOTE_MESSAGES.linkRevoked,
    );

    expect(await revokeStatementShare(db(), a.session, a.draftId)).toBe(1);
    expect(await refusal(publicStatement(db(), tokenOf(renewed.url)))).toMatchObject({
      kind: "GONE",
      message: QUOTE_MESSAGES.linkRevoked,
    });
    expect(await statementLinkLive(db(), a.session, a.draftId)).toEqual({ live: false });
  });

  it("is the link the payment reminder carries, not a second one", async () => {
    const a = await company("stmt-share-remind@kerf.test");
    await a.invoice("2026-11-01");
    const shared = await shareStatement(db(), links, a.session, a.draftId);
    await sql`update customers set quote_header = coalesce(quote_header, '{}'::jsonb) || '{"email_id": "owes@kerf.test"}'::jsonb
      where id = ${a.draftId}`.execute(db());
    await setReminderPlan(db(), a.session, { enabled: true, days: [0] });
    await sendDueReminders(db(), links, new Date("2026-11-01T06:30:00Z"));
    const mail = await db()
      .selectFrom("outbox")
      .select("text")
      .where("toAddress", "=", "owes@kerf.test")
      .where("kind", "=", "payment-reminder")
      .executeTakeFirstOrThrow();
    expect(mail.text).toContain(shared.url);
  });

  it("never shares another company's customer", async () => {
    const a = await company("stmt-share-owner@kerf.test");
    const b = await company("stmt-share-other@kerf.test");
    await a.invoice("2026-11-20");
    expect((await refusal(shareStatement(db(), links, b.session, a.draftId))).kind).toBe("NOT_FOUND");
    expect((await refusal(revokeStatementShare(db(), b.session, a.draftId))).kind).toBe("NOT_FOUND");
    expect((await refusal(statementLinkLive(db(), b.session, a.draftId))).kind).toBe("NOT_FOUND");
    const links0 = await db()
      .selectFrom("shareLinks")
      .select("id")
      .where("customerId", "=", a.draftId)
      .execute();
    expect(links0).toEqual([]);
  });
});
