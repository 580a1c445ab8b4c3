import { randomBytes } from "node:crypto";
import { todayInIndia, ZCreatePaymentInput } from "@kerf/core";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { paymentFixture } from "../../../test/payment-fixture";
import { linkSeal } from "../sharing/link-seal";
import { publicStatement } from "../sharing/shared-statement";
import { setCustomerTerms, setReminderPlan } from "./credit-terms";
import { recordPayment } from "./payments";
import { getReceivables, getStatement } from "./receivables";
import { remindersDue, sendDueReminders, whatsappUri } from "./reminders";

const { db, company } = paymentFixture();
/** What the reminders need to make a statement link: the app's address and a share-link key. */
const links = { env: { APP_URL: "https://kerf.test" }, linkSeal: linkSeal(randomBytes(32)) };

/** Noon in India on a day: the fake clock the reminder job runs on. */
const noonIst = (day: string) => new Date(`${day}T06:30:00Z`);

describe("credit terms and due dates", () => {
  it("fixes the due date from the customer's credit days and ages by due date at India's day boundary", async () => {
    const a = await company("due-a@kerf.test");
    await setCustomerTerms(db(), a.session, { _id: a.draftId, creditDays: 15 });
    const inv = await a.invoice("2026-11-01");
    const row = await db()
      .selectFrom("invoices")
      .select("dueDate")
      .where("id", "=", inv.id)
      .executeTakeFirstOrThrow();
    expect(row.dueDate).toBe("2026-11-16");
    // New terms do not move an issued invoice.
    await setCustomerTerms(db(), a.session, { _id: a.draftId, creditDays: 30 });
    expect(
      (await db().selectFrom("invoices").select("dueDate").where("id", "=", inv.id).executeTakeFirstOrThrow())
        .dueDate,
    ).toBe("2026-11-16");

    const at = async (instant: string) => {
      const r = await getReceivables(db(), a.session, todayInIndia(new Date(instant)));
      const c = r.customers[0]!;
      return [r.asOf, c.due, c.overdue, c.dueAgeing.notDue, c.dueAgeing.days0to30, c.ageing.days0to30];
    };
    // 23:59:59 IST on the 15th (18:29:59 UTC): not yet due; a second later it is the 16th, the due date.
    expect(await at("2026-11-15T18:29:59Z")).toEqual([
      "2026-11-15",
      "0.00",
      "0.00",
      "326.00",
      "0.00",
      "326.00",
    ]);
    expect(await at("2026-11-15T18:30:00Z")).toEqual([
      "2026-11-16",
      "326.00",
      "0.00",
      "0.00",
      "326.00",
      "326.00",
    ]);
    // The next day in India it is overdue.
    expect(await at("2026-11-16T18:30:00Z")).toEqual([
      "2026-11-17",
      "326.00",
      "326.00",
      "0.00",
      "326.00",
      "326.00",
    ]);
    // By invoice date: 30 days old is still 0-30, 31 days is 31-60; by due date it is 15 and 16 days late.
    const dec1 = await getReceivables(db(), a.session, "2026-12-01");
    expect([dec1.customers[0]!.ageing.days0to30, dec1.total.dueAgeing.days0to30]).toEqual([
      "326.00",
      "326.00",
    ]);
    const dec2 = await getReceivables(db(), a.session, "2026-12-02");
    expect([dec2.customers[0]!.ageing.days31to60, dec2.total.overdue]).toEqual(["326.00", "326.00"]);
    // 91 days past the due date.
    const feb = await getReceivables(db(), a.session, "2027-02-15");
    expect(feb.total.dueAgeing.over90).toBe("326.00");
  });

  it("takes the company's default when the customer has none", async () => {
    const a = await company("due-default@kerf.test");
    await db()
      .updateTable("generalSettings")
      .set({ creditDays: 7 })
      .where("companyId", "=", a.session.companyId)
      .execute();
    const inv = await a.invoice("2026-11-20");
    const row = await db()
      .selectFrom("invoices")
      .select("dueDate")
      .where("id", "=", inv.id)
      .executeTakeFirstOrThrow();
    expect(row.dueDate).toBe("2026-11-27");
    const st = await getStatement(db(), a.session, { customerId: a.draftId, to: "2026-11-27" });
    expect([st.entries[0]?.dueDate, st.due, st.overdue]).toEqual(["2026-11-27", "326.00", "0.00"]);
  });
});

describe("payment reminders on a fake clock", () => {
  it("sends each once on the plan's days, logs it on the statement, and stops once paid", async () => {
    const a = await company("remind-a@kerf.test");
    await sql`update customers set quote_header = coalesce(quote_header, '{}'::jsonb) || '{"email_id": "buyer@remind.test"}'::jsonb
      where id = ${a.draftId}`.execute(db());
    const inv = await a.invoice("2026-11-01");
    const mails = () =>
      db()
        .selectFrom("outbox")
        .select(["toAddress", "subject", "text"])
        .where("kind", "=", "payment-reminder")
        .execute();

    // The job sends every company's: this customer's are counted in its log.
    const logged = async () =>
      (await db().selectFrom("reminderLog").select("day").where("customerId", "=", a.draftId).execute())
        .length;

    // Day 0 (the due date, credit days 0): one reminder, however often the job runs and in how many processes.
    await Promise.all([1, 2, 3].map(() => sendDueReminders(db(), links, noonIst("2026-11-01"))));
    await sendDueReminders(db(), links, noonIst("2026-11-01"));
    expect(await logged()).toBe(1);
    const [mail] = (await mails()).filter((m) => m.toAddress === "buyer@remind.test");
    expect(mail?.toAddress).toBe("buyer@remind.test");
    expect(mail?.subject).toContain("326.00");
    expect(mail?.text).toContain(inv.number);
    // The statement link: it opens this customer's statement, and only theirs.
    const statementUrl = mail?.text.match(/https:\/\/kerf\.test\/s\/([\w-]{43})/);
    expect(statementUrl, mail?.text).not.toBeNull();
    const shared = await publicStatement(db(), statementUrl![1]!);
    expect([shared.customerId, shared.closing]).toEqual([a.draftId, "326.00"]);
    await expect(publicStatement(db(), `${statementUrl![1]!.slice(0, -1)}x`)).rejects.toThrow();
    const today = await remindersDue(db(), a.session.companyId, "2026-11-01");
    expect(today.customers).toHaveLength(1);
    expect(today.customers[0]?.sentAt).not.toBeNull();
    expect(today.customers[0]?.whatsappUri).toMatch(/^https:\/\/wa\.me\/91\d{10}\?text=Dear%20/);

    // Not a day of the plan: nothing; day 7: the second.
    await sendDueReminders(db(), links, noonIst("2026-11-02"));
    expect(await logged()).toBe(1);
    expect((await remindersDue(db(), a.session.companyId, "2026-11-02")).customers).toEqual([]);
    await sendDueReminders(db(), links, noonIst("2026-11-08"));
    expect(await logged()).toBe(2);

    // Paid in full before day 15: no third reminder.
    await recordPayment(
      db(),
      a.session,
      ZCreatePaymentInput.parse({ invoiceId: inv.id, date: "2026-11-10", amount: "326.00", mode: "upi" }),
    );
    expect((await remindersDue(db(), a.session.companyId, "2026-11-16")).customers).toEqual([]);
    await sendDueReminders(db(), links, noonIst("2026-11-16"));
    expect(await logged()).toBe(2);
    expect((await mails()).filter((m) => m.toAddress === "buyer@remind.test")).toHaveLength(2);

    const st = await getStatement(db(), a.session, {
      customerId: a.draftId,
      from: "2026-11-01",
      to: "2026-11-30",
    });
    expect(st.reminders.map((r) => [r.day, r.balance, r.email])).toEqual([
      ["2026-11-01", "326.00", "buyer@remind.test"],
      ["2026-11-08", "326.00", "buyer@remind.test"],
    ]);
  });

  it("sends none to a customer switched off, nor when the plan is off; the plan's days are the company's", async () => {
    const a = await company("remind-off@kerf.test");
    await a.invoice("2026-11-01");
    await setCustomerTerms(db(), a.session, { _id: a.draftId, reminders: false });
    expect((await remindersDue(db(), a.session.companyId, "2026-11-01")).customers).toEqual([]);
    await setCustomerTerms(db(), a.session, { _id: a.draftId, reminders: true });
    await setReminderPlan(db(), a.session, { enabled: true, days: [3, 1, 3] });
    const plan = await db()
      .selectFrom("generalSettings")
      .select("reminderDays")
      .where("companyId", "=", a.session.companyId)
      .executeTakeFirstOrThrow();
    expect(plan.reminderDays).toEqual([1, 3]);
    expect((await remindersDue(db(), a.session.companyId, "2026-11-01")).customers).toEqual([]);
    expect((await remindersDue(db(), a.session.companyId, "2026-11-02")).customers).toHaveLength(1);
    await setReminderPlan(db(), a.session, { enabled: false, days: [1] });
    expect(await remindersDue(db(), a.session.companyId, "2026-11-02")).toMatchObject({
      enabled: false,
      customers: [],
    });
  });

  it("links WhatsApp with India's code, or not at all for a number it cannot read", () => {
    expect(whatsappUri("98765 43210", "Hi")).toBe("https://wa.me/919876543210?text=Hi");
    expect(whatsappUri("+91-9876543210", "a b")).toBe("https://wa.me/919876543210?text=a%20b");
    expect(whatsappUri("12345", "x")).toBeNull();
  });
});
