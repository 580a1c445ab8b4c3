import { TRPCClientError } from "@trpc/client";
import { describe, expect, it } from "vitest";
import { SIGNUP, trpcClient } from "../../../test/clients";
import { useListeningApp } from "../../../test/listening-app";

describe("tRPC auth", () => {
  const s = useListeningApp();

  it("refuses a bad signup with the field messages", async () => {
    const error = await trpcClient(s.url)
      .auth.signup.mutate({ ...SIGNUP, phoneNumber: "123", gstNo: "bad" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCClientError);
    const e = error as TRPCClientError<never>;
    expect(e.message).toBe("Invalid phone number");
    expect(e.data).toMatchObject({
      code: "BAD_REQUEST",
      fieldErrors: { phoneNumber: "Invalid phone number", gstNo: "Invalid GST number" },
    });
    // A client never sees a stack trace.
    expect(e.data).not.toHaveProperty("stack");
  });

  it("signs up, reads the profile with the token, logs out", async () => {
    const anonymous = trpcClient(s.url);
    const { accessToken, user } = await anonymous.auth.signup.mutate(SIGNUP);
    expect(user.company_name).toBe(SIGNUP.companyName);
    const client = trpcClient(s.url, accessToken);
    expect((await client.auth.me.query()).email_id).toBe(SIGNUP.email);
    await client.auth.logout.mutate();
    const error = await client.auth.me.query().catch((e: TRPCClientError<never>) => e);
    expect(error).toBeInstanceOf(TRPCClientError);
    expect((error as TRPCClientError<never>).data).toMatchObject({ code: "UNAUTHORIZED", httpStatus: 401 });
  });

  it("logs in with the same message for every failure", async () => {
    const error = await trpcClient(s.url)
      .auth.login.mutate({ email: SIGNUP.email, password: "nope-nope" })
      .catch((e: TRPCClientError<never>) => e);
    expect((error as TRPCClientError<never>).message).toBe("Invalid email or password");
    const ok = await trpcClient(s.url).auth.login.mutate({ email: SIGNUP.email, password: SIGNUP.password });
    expect(ok.accessToken).toMatch(/\./);
  });
});
