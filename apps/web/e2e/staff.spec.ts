import type { APIRequestContext } from "@playwright/test";
import { newCompany, signUpViaApi, storeSession, uniqueEmail } from "./support/accounts";
import { logIn } from "./support/auth-forms";
import { RESULTS_DIR } from "./support/paths";
import { expect, test } from "./support/server";

// issue 27: the owner invites a person from the Staff page, the person joins from the mailed link, sees
// only what a Floor role may (no prices, no Staff), and is locked out once deactivated.

/** The path of the newest invite link mailed to `email` (the dev outbox; the mail worker makes it). */
async function inviteLink(request: APIRequestContext, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await request.get("/dev/mail.json")).json()) as { to: string; text: string }[];
      link = mails.find((m) => m.to === email)?.text.match(/https?:\/\/\S+\/invite\?token=[\w-]+/)?.[0];
      return link !== undefined;
    })
    .toBe(true);
  const { pathname, search } = new URL(link!);
  return pathname + search;
}

test("invite, accept, deactivate", async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const owner = await signUpViaApi(request, newCompany("staff"));
  await storeSession(page, owner);
  await page.goto("/staff");
  const cutter = uniqueEmail("cutter");
  await page.getByLabel("Email").fill(cutter);
  await page.getByLabel("Role", { exact: true }).selectOption({ label: "Floor" });
  await page.getByRole("button", { name: "Invite" }).click();
  await expect(page.getByText(`Invite sent to ${cutter}`)).toBeVisible();
  await page.screenshot({ path: `${RESULTS_DIR}/staff-page-1366.png` });

  // The invited person, in a browser of their own.
  const theirs = await browser.newContext({ baseURL: page.url().replace(/\/staff$/, "") });
  const them = await theirs.newPage();
  await them.goto(await inviteLink(request, cutter));
  await them.getByLabel("Your name").fill("Ravi Cutter");
  await them.getByRole("textbox", { name: "Password" }).fill("secret123");
  await them.getByRole("button", { name: "JOIN" }).click();
  await expect(them).toHaveURL(/\/dashboard$/);
  const nav = them.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Dashboard" })).toBeVisible();
  for (const hidden of ["Staff", "Receivables", "General", "Edge"]) {
    await expect(nav.getByRole("link", { name: hidden })).toHaveCount(0);
  }
  await them.screenshot({ path: `${RESULTS_DIR}/staff-floor-dashboard-1366.png` });

  // The owner sees them and deactivates them: their next call is refused, and they cannot sign in.
  await page.reload();
  const row = page.getByRole("row").filter({ hasText: cutter });
  await expect(row).toContainText("Floor");
  await row.getByRole("button", { name: "Deactivate" }).click();
  await expect(page.getByText(`${cutter} deactivated`)).toBeVisible();
  await them.reload();
  await expect(them).toHaveURL(/\/login$/);
  await logIn(them, cutter, "secret123");
  await expect(them.getByText("Your account has been deactivated")).toBeVisible();
  await theirs.close();
});
