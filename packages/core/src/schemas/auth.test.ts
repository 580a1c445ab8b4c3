import { describe, expect, it } from "vitest";
import { ZSignupInput } from "../entities/company";
import { ZProfileInput } from "../entities/profile";
import { issuesOf } from "../testing/issues";
import {
  ZChangePasswordForm,
  ZForgotPasswordInput,
  ZLoginInput,
  ZRegistrationForm,
  ZResetPasswordForm,
  ZResetPasswordInput,
  ZUpdatePasswordInput,
  ZVerifyTokenInput,
} from "./auth";

const GSTIN = "27AAPFU0939F1ZV";

describe("ZLoginInput", () => {
  it("has the spec's messages", () => {
    expect(issuesOf(ZLoginInput, { email: "", password: "" })).toStrictEqual([
      ["email", "Email is required"],
      ["password", "Password is required"],
    ]);
    expect(issuesOf(ZLoginInput, {})).toStrictEqual([
      ["email", "Email is required"],
      ["password", "Password is required"],
    ]);
    expect(issuesOf(ZLoginInput, { email: "shop@", password: "x" })).toStrictEqual([
      ["email", "Invalid email address"],
    ]);
  });

  it("trims and lower-cases the email", () => {
    expect(ZLoginInput.parse({ email: " Shop@Example.COM ", password: " p " })).toStrictEqual({
      email: "shop@example.com",
      password: " p ",
    });
  });
});

const registration = {
  email: "shop@example.com",
  company_name: "Sharma Glass",
  password: "secret1",
  confirmPassword: "secret1",
  phone_no: "9876543210",
  address: "12 MG Road, Pune",
  gstNo: GSTIN,
};

describe("ZRegistrationForm", () => {
  it("accepts a complete form, the phone as a number too", () => {
    expect(
      ZRegistrationForm.parse({ ...registration, phone_no: 9876543210, gstNo: " 27aapfu0939f1zv " }),
    ).toStrictEqual({ ...registration });
  });

  it("takes an empty GST number: a shop not registered for GST (it then issues bills of supply)", () => {
    for (const gstNo of ["", "   ", undefined]) {
      expect(
        ZRegistrationForm.parse({ ...registration, gstNo }).gstNo,
        JSON.stringify(gstNo),
      ).toBeUndefined();
    }
  });

  it("has a message for each rule", () => {
    const cases: [Partial<typeof registration> | Record<string, unknown>, string, string][] = [
      [{ email: "" }, "email", "Email is required"],
      [{ email: "no-at-sign" }, "email", "Invalid email address"],
      [{ company_name: " " }, "company_name", "Company name is required"],
      [{ company_name: "x".repeat(121) }, "company_name", "Must be at most 120 characters"],
      [{ password: "abc12", confirmPassword: "abc12" }, "password", "Password must be at least 6 characters"],
      [{ confirmPassword: "" }, "confirmPassword", "Confirm Password is required"],
      [{ confirmPassword: "secret2" }, "confirmPassword", "Passwords must match"],
      [{ phone_no: "" }, "phone_no", "Phone number is required"],
      [{ phone_no: "98765" }, "phone_no", "Invalid phone number"],
      [{ phone_no: "98765432101" }, "phone_no", "Invalid phone number"],
      [{ address: "" }, "address", "Address is required"],
      [{ address: "x".repeat(501) }, "address", "Must be at most 500 characters"],
      [{ gstNo: "27AAPFU0939F1ZW" }, "gstNo", "Invalid GST number"],
      [{ gstNo: "27AAPFU0939F1Z" }, "gstNo", "Invalid GST number"],
    ];
    for (const [change, path, message] of cases) {
      expect(issuesOf(ZRegistrationForm, { ...registration, ...change })).toStrictEqual([[path, message]]);
    }
  });

  it("asks for both passwords when both are empty", () => {
    expect(issuesOf(ZRegistrationForm, { ...registration, password: "", confirmPassword: "" })).toStrictEqual(
      [
        ["password", "Password is required"],
        ["confirmPassword", "Confirm Password is required"],
      ],
    );
  });

  it("shows 'Passwords must match' even while other fields are wrong", () => {
    expect(
      issuesOf(ZRegistrationForm, { ...registration, email: "", confirmPassword: "other1" }),
    ).toStrictEqual([
      ["email", "Email is required"],
      ["confirmPassword", "Passwords must match"],
    ]);
  });
});

const signup = {
  companyName: "Sharma Glass",
  email: "shop@example.com",
  password: "secret1",
  phoneNumber: "9876543210",
  gstNo: GSTIN,
  address: "12 MG Road, Pune",
};

describe("ZSignupInput", () => {
  it("takes the phone number as text or a number, and sends it as text", () => {
    expect(ZSignupInput.parse({ ...signup, phoneNumber: 9876543210 }).phoneNumber).toBe("9876543210");
  });

  it("has the registration messages", () => {
    expect(issuesOf(ZSignupInput, {})).toStrictEqual([
      ["companyName", "Company name is required"],
      ["email", "Email is required"],
      ["password", "Password is required"],
      ["phoneNumber", "Phone number is required"],
      ["address", "Address is required"],
    ]);
    expect(
      issuesOf(ZSignupInput, { ...signup, email: "x", password: "12345", phoneNumber: 123, gstNo: "X" }),
    ).toStrictEqual([
      ["email", "Invalid email address"],
      ["password", "Password must be at least 6 characters"],
      ["phoneNumber", "Invalid phone number"],
      ["gstNo", "Invalid GST number"],
    ]);
  });
});

describe("ZProfileInput", () => {
  it("has the registration messages", () => {
    expect(
      issuesOf(ZProfileInput, { company_name: "", email_id: "a", phone_no: "1", gstNo: "", address: "" }),
    ).toStrictEqual([
      ["company_name", "Company name is required"],
      ["email_id", "Invalid email address"],
      ["phone_no", "Invalid phone number"],
      ["address", "Address is required"],
    ]);
    expect(issuesOf(ZProfileInput, { ...registration, email_id: "a@b.in" })).toStrictEqual([]);
  });
});

describe("password change", () => {
  it("ZChangePasswordForm: current required, new at least 8, confirmation must match", () => {
    expect(
      issuesOf(ZChangePasswordForm, { current_password: "", new_password: "short", confirm_password: "" }),
    ).toStrictEqual([
      ["current_password", "Current password is required"],
      ["new_password", "Password must be at least 8 characters"],
      ["confirm_password", "Passwords must match"],
    ]);
    expect(
      issuesOf(ZChangePasswordForm, {
        current_password: "old",
        new_password: "longenough",
        confirm_password: "longenough",
      }),
    ).toStrictEqual([]);
  });

  it("ZUpdatePasswordInput: the same rules without the confirmation", () => {
    expect(issuesOf(ZUpdatePasswordInput, { current_password: "", new_password: "" })).toStrictEqual([
      ["current_password", "Current password is required"],
      ["new_password", "Password must be at least 8 characters"],
    ]);
    expect(
      issuesOf(ZUpdatePasswordInput, { current_password: "old", new_password: "x".repeat(129) }),
    ).toStrictEqual([["new_password", "Password must be at most 128 characters"]]);
  });
});

describe("password reset", () => {
  it("ZResetPasswordForm: new at least 6, confirmation required and matching", () => {
    expect(issuesOf(ZResetPasswordForm, { newPassword: "12345", confirmPassword: "" })).toStrictEqual([
      ["newPassword", "Password must be at least 6 characters"],
      ["confirmPassword", "Confirm Password is required"],
    ]);
    expect(issuesOf(ZResetPasswordForm, { newPassword: "123456", confirmPassword: "123457" })).toStrictEqual([
      ["confirmPassword", "Passwords must match"],
    ]);
  });

  it("ZResetPasswordInput, ZForgotPasswordInput, ZVerifyTokenInput", () => {
    expect(issuesOf(ZResetPasswordInput, { token: "", newPassword: "1" })).toStrictEqual([
      ["token", "Token is required"],
      ["newPassword", "Password must be at least 6 characters"],
    ]);
    expect(issuesOf(ZForgotPasswordInput, { email: "" })).toStrictEqual([["email", "Email is required"]]);
    expect(issuesOf(ZForgotPasswordInput, { email: "a@" })).toStrictEqual([
      ["email", "Invalid email address"],
    ]);
    expect(issuesOf(ZVerifyTokenInput, {})).toStrictEqual([["token", "Token is required"]]);
    expect(ZVerifyTokenInput.parse({ token: "abc.def" })).toStrictEqual({ token: "abc.def" });
  });
});
