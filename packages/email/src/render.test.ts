import { describe, expect, it } from "vitest";
import { renderPasswordReset, renderWelcome } from "./render";

describe("mail templates", () => {
  it("render the password reset with its link in the HTML and the plain text", async () => {
    const url = "http://kerf.test/forgotPassword?token=abc.def";
    const mail = await renderPasswordReset({ companyName: "Sharma Glass", resetUrl: url });
    expect(mail.subject).toBe("Reset your Kerf password");
    expect(mail.html).toContain(`href="${url}"`);
    expect(mail.html).toContain("Sharma Glass");
    expect(mail.text).toContain(url);
    expect(mail.text).toContain("expires in one hour");
    expect(mail.text).not.toContain("<");
  });

  it("render the welcome mail", async () => {
    const mail = await renderWelcome({ companyName: "Sharma Glass", loginUrl: "http://kerf.test/login" });
    expect(mail.subject).toBe("Welcome to Kerf");
    expect(mail.text).toContain("Welcome to Kerf, Sharma Glass!");
    expect(mail.html).toContain('href="http://kerf.test/login"');
  });
});
