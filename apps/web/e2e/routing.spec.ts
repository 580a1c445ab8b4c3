import path from "node:path";
import { RESULTS_DIR } from "./support/paths";
import { expect, test } from "./support/server";
import { collectPageErrors } from "./support/session";

test.describe("logged out", () => {
  test("/ lands on /login with the auth screen", async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto("/");

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("heading", { name: "Log in to your account" })).toBeVisible();
    await expect(page.getByLabel("Email")).toBeFocused();
    await expect(page.getByLabel("Password", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "LOGIN" })).toBeVisible();
    await expect(page.getByText("OR", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "SIGNUP" })).toBeVisible();
    // The Forgot Password link waits for an 'Invalid email or password' failure.
    await expect(page.getByRole("link", { name: /forgot password/i })).toHaveCount(0);

    await page.screenshot({ path: path.join(RESULTS_DIR, "login.png") });
    expect(errors).toEqual([]);
  });

  test("an unknown path lands on /login", async ({ page }) => {
    await page.goto("/no/such/page");
    await expect(page).toHaveURL(/\/login$/);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("SIGNUP switches to the sign-up form and LOGIN back", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("link", { name: "SIGNUP" }).click();

    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole("heading", { name: "Create your company account" })).toBeVisible();
    for (const label of [
      "Company name",
      "Email",
      "Phone number",
      "Password",
      "Confirm password",
      "GST number",
    ]) {
      await expect(page.getByLabel(label, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole("textbox", { name: "Address" })).toBeVisible();
    await expect(page.getByRole("button", { name: "SIGNUP" })).toBeVisible();
    await page.screenshot({ path: path.join(RESULTS_DIR, "signup.png") });

    await page.getByRole("link", { name: "LOGIN" }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("the login form checks fields once touched, Enter moves to the next field", async ({ page }) => {
    await page.goto("/login");
    const email = page.getByLabel("Email");
    const password = page.getByLabel("Password", { exact: true });

    await expect(email).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(password).toBeFocused();
    // Leaving the untouched-then-blurred e-mail shows its message; the password is not touched yet.
    await expect(page.getByText("Email is required")).toBeVisible();
    await expect(page.getByText("Password is required")).toHaveCount(0);

    await email.fill("shop@");
    await email.press("Tab");
    await expect(page.getByText("Invalid email address")).toBeVisible();
    await expect(email).toHaveAttribute("aria-invalid", "true");

    await password.fill("secret");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Hide password" }).click();
    await expect(password).toHaveAttribute("type", "password");

    // Enter in the last field moves to LOGIN instead of submitting.
    await password.press("Enter");
    await expect(page.getByRole("button", { name: "LOGIN" })).toBeFocused();
  });

  test("/forgotPassword: Verify Your Email without a token; a bad token offers a new link", async ({
    page,
  }) => {
    await page.goto("/forgotPassword");
    await expect(page.getByRole("heading", { name: "Verify Your Email" })).toBeVisible();
    // A token that verifies nothing shows the way to a new link, not a form to fill in vain.
    await page.goto("/forgotPassword?token=abc.def");
    await expect(page.getByRole("heading", { name: "Reset Password" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Request a new link" })).toBeVisible();
    await expect(page.getByLabel("New password")).toHaveCount(0);
  });
});
