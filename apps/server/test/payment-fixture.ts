import { ZCreatePaymentInput } from "@kerf/core";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { AppError } from "../src/errors";
import type { SessionInfo } from "../src/services/auth/sessions";
import { recordPayment } from "../src/services/billing/payments";
import { rest, signupCompany } from "./clients";
import { useListeningApp } from "./listening-app";
import { cuttingWithoutGst, prepareOrder } from "./order-fixture";

/**
 * The app on a database of the test file's own, companies with an order ready to invoice (payable 326.00:
 * they charge cutting without GST, as the worked figures were written) and their sessions as services
 * take them, payments, and the AppError a call is refused with.
 */
export function paymentFixture() {
  const ctx = useListeningApp();
  const db = () => ctx.t.testDb.db;

  async function company(email: string) {
    const { t, url } = ctx;
    const { accessToken } = await signupCompany(t.app, { email });
    await cuttingWithoutGst((...a) => rest(t.app, ...a), accessToken);
    const order = await prepareOrder((...a) => rest(t.app, ...a), url, accessToken);
    const user = await db()
      .selectFrom("users")
      .select(["id", "companyId"])
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    const session: SessionInfo = { sessionId: "test", userId: user.id, companyId: user.companyId };
    const invoice = async (date: string) => {
      const res = await rest(
        t.app,
        "POST",
        "/draft/invoice",
        { draftId: order.draftId, date, allowDuplicate: true },
        accessToken,
      );
      expect(res.status).toBe(201);
      return res.body.data as { id: string; number: string; payable: string };
    };
    return { session, token: accessToken, draftId: order.draftId, invoice };
  }

  const pay = (
    session: SessionInfo,
    invoiceId: string,
    amount: string | number,
    date = "2026-11-22",
    mode = "cash",
  ) => recordPayment(db(), session, ZCreatePaymentInput.parse({ invoiceId, date, amount, mode }));

  /** The AppError a call throws: its kind and message. */
  async function refusal(call: Promise<unknown>) {
    const error = await call.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    const { kind, message, fieldErrors } = error as AppError;
    return { kind, message, fieldErrors };
  }

  const call = (...args: Parameters<typeof rest> extends [unknown, ...infer R] ? R : never) =>
    rest(ctx.t.app, ...args);
  return { db, app: () => ctx.t.app, company, pay, refusal, rest: call };
}

/** A customer's statement for November 2026, over REST. */
export const novemberStatement = (app: FastifyInstance, draftId: string, token: string) =>
  rest(app, "GET", `/draft/statement?draftId=${draftId}&from=2026-11-01&to=2026-11-30`, undefined, token);
