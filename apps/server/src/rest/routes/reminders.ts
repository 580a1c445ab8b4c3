import {
  ZDraftPatchAnswer,
  ZDraftPatchInput,
  ZReminderPlan,
  ZReminderPlanRecord,
  ZRemindersToday,
} from "@kerf/core";
import { getReminderPlan, setReminderPlan } from "../../services/billing/credit-terms";
import { remindersToday } from "../../services/billing/reminders";
import { patchDraft } from "../../services/orders/draft-patch";
import { success } from "../envelope";
import { ok, REF } from "../openapi/route-doc";
import type { RouteGroups } from "../route";

/** Credit terms and payment reminders (issue 31 points 1 and 2). */
export function reminderRoutes(groups: RouteGroups): void {
  groups("Customers").patch(
    "/draft",
    {
      access: "customers.write",
      summary: "Set a customer's credit days, reminders switch and price list (by `_id`)",
      description:
        "`creditDays` (0 to 365, or null for the company's default) applies to invoices made from now on: an issued invoice keeps its due date. `reminders: false` sends this customer no payment reminders. `priceList` (a list's name, any case, or its id; null: the company's settings) prices the customer's order by the list's version in force on the order's date; a quotation revision already shown keeps its figures. An unknown name is a 400, an unknown id a 404. At least one of the three is needed (400).",
      references: { _id: REF.customer },
      body: ZDraftPatchInput,
      success: ok(ZDraftPatchAnswer),
      failures: [400, 404],
    },
    async ({ ctx, session, body }) => success("Customer saved", await patchDraft(ctx.db, session, body)),
  );
  const settings = groups("Settings");
  settings.get(
    "/setting/reminders",
    {
      access: "signedIn",
      summary: "The company's payment reminder plan",
      success: ok(ZReminderPlanRecord),
    },
    async ({ ctx, session }) => success("Reminder plan", await getReminderPlan(ctx.db, session)),
  );
  settings.post(
    "/setting/reminders",
    {
      access: "settings.write",
      summary: "Set the payment reminder plan: on or off, and the days after the due date",
      description:
        "`days` are whole days after an invoice's due date (0: the due date itself), at most 10; kept sorted, each once. The default plan is `{enabled: true, days: [0, 7, 15]}`.",
      body: ZReminderPlan,
      success: ok(ZReminderPlanRecord),
      failures: [400],
    },
    async ({ ctx, session, body }) =>
      success("Reminder plan saved", await setReminderPlan(ctx.db, session, body)),
  );
  groups("Payments").get(
    "/reminders/today",
    {
      access: "receivables.read",
      summary: "The customers due a payment reminder today, with their WhatsApp (wa.me) links",
      description:
        "Worked out from the balances now: a customer is due one when a day of the plan after the due date of one of its unpaid invoices is today (in India), unless its reminders are off. `sentAt` says whether today's reminder was already sent (by e-mail, and logged on its statement).",
      success: ok(ZRemindersToday),
    },
    async ({ ctx, session }) => success("Reminders due today", await remindersToday(ctx.db, session)),
  );
}
