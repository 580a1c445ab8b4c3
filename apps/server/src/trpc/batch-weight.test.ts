import { WHOLE_ORDER_BATCH_MESSAGE } from "@kerf/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listen, rest, signupCompany } from "../../test/clients";
import { LINE, prepareOrder } from "../../test/order-fixture";
import { createTestApp, type TestApp } from "../../test/test-app";

describe("tRPC batches of whole-order calls", () => {
  let t: TestApp;
  let token: string;
  let draftId: string;
  const post = (paths: string, body: string) =>
    t.app.inject({
      method: "POST",
      url: `/trpc/${paths}?batch=1`,
      headers: { "content-type": "application/json", access_token: token },
      payload: body,
    });
  const lineCount = async () =>
    Number(
      (
        await t.testDb.db
          .selectFrom("draftLines")
          .select((eb) => eb.fn.countAll().as("n"))
          .where("customerId", "=", draftId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await createTestApp();
    const url = await listen(t.app);
    ({ accessToken: token } = await signupCompany(t.app));
    ({ draftId } = await prepareOrder((m, p, b, tk) => rest(t.app, m, p, b, tk), url, token));
  });
  afterAll(() => t.close());

  it("refuses two of them in one batch with 400 and the reason for every call, storing nothing", async () => {
    const before = await lineCount();
    const res = await post(
      "orders.addLine,orders.addLine",
      JSON.stringify({ 0: { customerId: draftId, line: LINE }, 1: { customerId: draftId, line: LINE } }),
    );
    expect(res.statusCode).toBe(400);
    const answers = res.json() as { error: { message: string; data: { code: string } } }[];
    expect(answers).toHaveLength(2);
    for (const answer of answers) {
      expect(answer.error.message).toBe(WHOLE_ORDER_BATCH_MESSAGE);
      expect(answer.error.data.code).toBe("BAD_REQUEST");
    }
    expect(await lineCount()).toBe(before);

    // Refused from the paths alone: a body that is not even JSON is never read.
    const unread = await post("quotes.price,quotes.price", "{not JSON");
    expect(unread.statusCode).toBe(400);
    expect(unread.json()[0].error.message).toBe(WHOLE_ORDER_BATCH_MESSAGE);
  });

  it("lets one of them ride with lighter calls, and each on its own", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: `/trpc/orders.get,auth.me?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { customerId: draftId } }))}`,
      headers: { access_token: token },
    });
    expect(res.statusCode).toBe(200);
    const [order, me] = res.json() as { result: { data: unknown } }[];
    expect(order!.result.data).toMatchObject({ lines: [expect.anything()] });
    expect(me!.result.data).toBeTruthy();
  });
});
