import { describe, expect, it } from "vitest";
import { amountInWords } from "./amount-in-words";
import { checkIsoDate, isCalendarDate } from "./calendar-date";
import { parseDecimal } from "./decimal";
import { ZSignupInput } from "./entities/company";
import { ZCreateCustomerInput } from "./entities/customer";
import { ZPricingSettings } from "./entities/general-settings";
import { ZPieceLine } from "./entities/order-line";
import { findInputProblem, isCleanText, MAX_LENGTH, payableFits } from "./limits";
import { MESSAGES, tooLongMessage } from "./messages";
import { ZLoginInput } from "./schemas/auth";
import { parseSize } from "./sizes";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe("clean text", () => {
  it("refuses NUL and unpaired surrogates, keeps real characters", () => {
    expect(isCleanText("Sharma Glass — ₹ 😀")).toBe(true);
    expect(isCleanText("a\u0000b")).toBe(false);
    expect(isCleanText("a\ud800")).toBe(false);
    expect(isCleanText("\udc00a")).toBe(false);
    expect(isCleanText("\ud83d\ude00")).toBe(true);
  });

  it("names the first field, key or value, that holds one, and refuses deep nesting", () => {
    expect(findInputProblem({ a: "ok", lines: [{ materialType: "x\u0000" }] })).toStrictEqual({
      field: "lines.0.materialType",
      message:
        "lines.0.materialType contains a character that is not allowed (a NUL or an unpaired surrogate)",
    });
    expect(findInputProblem({ ["k\ud800"]: 1 })?.field).toBe("k\ud800");
    expect(findInputProblem("\u0000")?.field).toBe("body");
    let deep: unknown = 1;
    for (let i = 0; i < 100; i++) deep = [deep];
    expect(findInputProblem(deep)?.message).toMatch(/nested too deeply/);
    expect(findInputProblem({ a: [1, { b: null }] })).toBeNull();
  });
});

describe("length caps, checked first with the field's message", () => {
  it("caps e-mail, passwords, names, addresses", () => {
    const long = (n: number) => "a".repeat(n);
    expect(firstMessage(ZLoginInput.safeParse({ email: `${long(5000)}@x.in`, password: "p" }))).toBe(
      tooLongMessage(MAX_LENGTH.email),
    );
    expect(firstMessage(ZLoginInput.safeParse({ email: "a@b.in", password: long(129) }))).toBe(
      MESSAGES.passwordTooLong,
    );
    const signup = {
      companyName: "Sharma",
      email: "a@b.in",
      password: "secret123",
      phoneNumber: "9876543210",
      gstNo: "27AAPFU0939F1ZV",
      address: "Pune",
    };
    expect(firstMessage(ZSignupInput.safeParse({ ...signup, companyName: ` ${long(120)}` }))).toBe(
      tooLongMessage(120),
    );
    expect(firstMessage(ZSignupInput.safeParse({ ...signup, address: long(501) }))).toBe(tooLongMessage(500));
    expect(ZSignupInput.safeParse({ ...signup, address: long(500) }).success).toBe(true);
  });

  it("caps sizes at 16 characters and multipliers at 12, before reading them", () => {
    expect(parseSize("1".repeat(17), "inch")).toStrictEqual({ ok: false, message: tooLongMessage(16) });
    const line = { widthForDisplay: "12", lengthForDisplay: "24", quantity: 1, materialType: "Glass" };
    expect(firstMessage(ZPieceLine.safeParse({ ...line, multiplier: "1".repeat(13) }))).toBe(
      tooLongMessage(12),
    );
    expect(firstMessage(ZPieceLine.safeParse({ ...line, multiplier: "1001" }))).toBe(
      MESSAGES.multiplierTooLarge,
    );
    expect(ZPieceLine.safeParse({ ...line, multiplier: "2.5" }).success).toBe(true);
  });
});

describe("decimal parsing is linear", () => {
  it("reads 400,000 digits in a few milliseconds", () => {
    const digits = "7".repeat(400_000);
    const started = process.cpuUsage();
    expect(parseDecimal(`${digits}.5`)?.k).toBe(1);
    const { user, system } = process.cpuUsage(started);
    expect((user + system) / 1000).toBeLessThan(500);
  });
});

describe("number bounds", () => {
  it("bounds the rounding step and the minimum area to their columns", () => {
    const settings = { unit: "inch", roundingStep: "1", minAreaPerPiece: "0" };
    expect(ZPricingSettings.safeParse(settings).success).toBe(true);
    expect(firstMessage(ZPricingSettings.safeParse({ ...settings, roundingStep: "100000" }))).toBe(
      MESSAGES.roundingStepTooLarge,
    );
    expect(firstMessage(ZPricingSettings.safeParse({ ...settings, roundingStep: "0.0001" }))).toBe(
      MESSAGES.atMostThreeDecimals,
    );
    expect(ZPricingSettings.safeParse({ ...settings, roundingStep: "0.125" }).success).toBe(true);
    expect(firstMessage(ZPricingSettings.safeParse({ ...settings, minAreaPerPiece: 1e9 }))).toBe(
      MESSAGES.minAreaTooLarge,
    );
  });

  it("says every payable an invoice can hold in words", () => {
    expect(payableFits("999999999999.00")).toBe(true);
    expect(payableFits("1000000000000.00")).toBe(false);
    expect(amountInWords("999999999999")).toBe(
      "Rupees Ninety Nine Thousand Nine Hundred Ninety Nine Crore Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine Only",
    );
  });
});

describe("dates", () => {
  it("takes real calendar days from 2017-07-01 to a year ahead", () => {
    expect(isCalendarDate("2024-02-29")).toBe(true);
    expect(isCalendarDate("2026-02-29")).toBe(false);
    for (const [date, message] of [
      ["2026-02-30", MESSAGES.dateInvalid],
      ["0000-01-01", MESSAGES.dateTooEarly],
      ["2026-1-01", MESSAGES.dateInvalid],
      ["2017-06-30", MESSAGES.dateTooEarly],
      ["2027-11-24", MESSAGES.dateTooLate],
    ] as const) {
      expect(checkIsoDate(date, "2026-11-23"), date).toStrictEqual({ ok: false, message });
    }
    for (const date of ["2017-07-01", "2027-11-23"]) {
      expect(checkIsoDate(date, "2026-11-23")).toStrictEqual({ ok: true, date });
    }
  });

  it("refuses impossible and out-of-window dates in the shared schemas", () => {
    const customer = { customerName: "M", phoneNo: "9876543210" };
    for (const [date, message] of [
      ["2026-02-30", MESSAGES.dateInvalid],
      ["0000-01-01T00:00:00Z", MESSAGES.dateTooEarly],
      ["2026-02-30T10:00:00Z", MESSAGES.dateInvalid],
      [new Date("2001-01-01"), MESSAGES.dateTooEarly],
      ["9999-12-31", MESSAGES.dateTooLate],
    ] as const) {
      expect(firstMessage(ZCreateCustomerInput.safeParse({ ...customer, date })), String(date)).toBe(message);
    }
  });
});
