import { TRPCClientError } from "@trpc/client";
import { describe, expect, it, vi } from "vitest";
import { fieldErrorSetter, serverFieldErrors, serverMessage, showFieldErrors } from "./server-error";

// How a form shows a refusal: the server's per-field messages under the form's own fields (the first
// one focused), and the message under the form when none of them is the form's.

const refusal = (message: string, fieldErrors: Record<string, string> | null) =>
  new TRPCClientError(message, {
    result: { error: { message, code: -32600, data: { httpStatus: 400, fieldErrors } } },
  } as never);

describe("a refusal's field messages", () => {
  it("are read from the tRPC error; anything else has none", () => {
    const error = refusal("Customer name is required", { customer_name: "Customer name is required" });
    expect(serverFieldErrors(error)).toEqual({ customer_name: "Customer name is required" });
    expect(serverFieldErrors(refusal("Too many requests", null))).toEqual({});
    expect(serverFieldErrors(new TypeError("Failed to fetch"))).toEqual({});
    expect(serverMessage(error)).toBe("Customer name is required");
  });

  it("go under the form's own fields, focusing the first; others are left for the caller", () => {
    const setError = vi.fn();
    const error = refusal("Invalid", {
      phone_no: "Phone number must be 10 digits",
      gst_no: "Invalid GSTIN",
      other: "x",
    });
    expect(showFieldErrors(error, ["customer_name", "phone_no", "gst_no"] as const, setError)).toBe(true);
    expect(setError.mock.calls).toEqual([
      ["phone_no", { type: "server", message: "Phone number must be 10 digits" }, { shouldFocus: true }],
      ["gst_no", { type: "server", message: "Invalid GSTIN" }, { shouldFocus: false }],
    ]);
  });

  it("answer false when none is the form's, so the message shows under the form", () => {
    const setError = vi.fn();
    expect(showFieldErrors(refusal("No", { elsewhere: "No" }), ["customer_name"] as const, setError)).toBe(
      false,
    );
    expect(setError).not.toHaveBeenCalled();
  });

  it("a save handler's setter puts a known field's message under it and drops the rest", () => {
    const setError = vi.fn();
    const set = fieldErrorSetter(["vehicleNo", "distanceKm"] as const, setError);
    set("distanceKm", "Distance must be 0 to 4000 km");
    set("header.billing_city", "City must be 3 to 50 characters");
    expect(setError.mock.calls).toEqual([
      ["distanceKm", { type: "server", message: "Distance must be 0 to 4000 km" }],
    ]);
  });
});
