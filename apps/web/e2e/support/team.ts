import { expect } from "@playwright/test";
import type { AuthResult } from "./accounts";
import type { Api } from "./order-company";

// A company's staff for browser tests (issue 27): the owner invites through the API, the invite link is
// read from the dev outbox, and the person joins as a client of /api/staff/accept would.

let joined = 0;

/** The token of the newest invite mailed to `email`. */
async function inviteToken(baseURL: string, email: string): Promise<string> {
  let token: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(`${baseURL}/dev/mail.json`)).json()) as {
          to: string;
          text: string;
        }[];
        token = mails.find((m) => m.to === email)?.text.match(/\/invite\?token=([\w-]+)/)?.[1];
        return token !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return token!;
}

/** A new person of the owner's company with `role` (a built-in role's key or a custom role's id). */
export async function joinAs(owner: Api, role: string): Promise<AuthResult & { email: string }> {
  joined += 1;
  const email = `${role}-${Date.now().toString(36)}-${joined}@example.in`;
  const invited = await owner.rest("POST", "/staff/invite", { email, role });
  expect(invited.status, JSON.stringify(invited.body)).toBe(201);
  const token = await inviteToken(owner.baseURL, email);
  const res = await fetch(`${owner.baseURL}/api/staff/accept`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ token, name: `${role} person`, password: "secret123" }),
  });
  const body = (await res.json()) as { data: AuthResult };
  expect(res.status, JSON.stringify(body)).toBeLessThan(300);
  return { ...body.data, email };
}
