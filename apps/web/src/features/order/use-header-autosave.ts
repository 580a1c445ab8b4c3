import { formatDate, type SezSupply, ZQuoteHeader } from "@kerf/core";
import { useCallback, useEffect, useRef, useState } from "react";
import type { LocalDraftFile } from "./local-draft";
import type { OrderData } from "./order-types";
import { backoffMs, classifyFailure, syncClient } from "./sync-client";

export type HeaderValues = {
  customer_name: string;
  date: string;
  email_id: string;
  phone_no: string;
  billing_address: string;
  shipping_address: string;
  gst_no: string;
  billing_pin: string;
  billing_city: string;
  shipping_pin: string;
  shipping_city: string;
  billing_state: string;
  shipping_state: string;
  collected_at_shop: boolean;
  sez_supply: "" | SezSupply;
};

export type HeaderSaveState =
  | { kind: "saved" | "pending" | "saving" | "invalid" | "retrying" }
  | { kind: "rejected"; message: string };

const HEADER_DEBOUNCE_MS = 600;

/** The saved header as the form holds it, or the customer's own name, phone and date when none is saved. */
export function headerFromOrder(order: OrderData): { saved: HeaderValues | null; values: HeaderValues } {
  const h = order.header;
  if (h) {
    const saved: HeaderValues = {
      customer_name: h.customer_name,
      date: formatDate(h.date, "YYYY-MM-DD"),
      email_id: h.email_id ?? "",
      phone_no: h.phone_no ?? "",
      billing_address: h.billing_address,
      shipping_address: h.shipping_address,
      gst_no: h.gst_no ?? "",
      billing_pin: h.billing_pin ?? "",
      billing_city: h.billing_city ?? "",
      shipping_pin: h.shipping_pin ?? "",
      shipping_city: h.shipping_city ?? "",
      billing_state: h.billing_state ?? "",
      shipping_state: h.shipping_state ?? "",
      collected_at_shop: h.collected_at_shop ?? false,
      sez_supply: h.sez_supply ?? "",
    };
    return { saved, values: saved };
  }
  const { customer } = order;
  return {
    saved: null,
    values: {
      customer_name: customer.customerName,
      date: formatDate(customer.date, "YYYY-MM-DD"),
      email_id: "",
      phone_no: customer.phoneNo,
      billing_address: "",
      shipping_address: "",
      gst_no: "",
      billing_pin: "",
      billing_city: "",
      shipping_pin: "",
      shipping_city: "",
      billing_state: "",
      shipping_state: "",
      collected_at_shop: false,
      sez_supply: "",
    },
  };
}

const isValid = (values: HeaderValues) => ZQuoteHeader.safeParse(values).success;

/**
 * Saves the quote header once it is valid: a pause in typing or leaving a field sends it; a failure
 * that may pass is retried with backoff. Until saved it is kept on this device.
 */
export function useHeaderAutosave(
  customerId: string,
  file: LocalDraftFile,
  saved: HeaderValues | null,
  initial: HeaderValues,
) {
  const savedJson = useRef(saved ? JSON.stringify(saved) : null);
  const latest = useRef(initial);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const inflight = useRef(false);
  const again = useRef(false);
  const attempts = useRef(0);
  const [state, setState] = useState<HeaderSaveState>(() => ({
    kind: JSON.stringify(initial) === savedJson.current ? "saved" : isValid(initial) ? "pending" : "invalid",
  }));

  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    const values = latest.current;
    const json = JSON.stringify(values);
    if (json === savedJson.current) return setState({ kind: "saved" });
    if (!isValid(values)) return setState({ kind: "invalid" });
    if (inflight.current) {
      again.current = true;
      return;
    }
    inflight.current = true;
    setState({ kind: "saving" });
    try {
      await syncClient.orders.saveHeader.mutate({ customerId, header: values });
      savedJson.current = json;
      attempts.current = 0;
      if (JSON.stringify(latest.current) === json) {
        file.setHeader(undefined);
        setState({ kind: "saved" });
      }
    } catch (error) {
      const failure = classifyFailure(error);
      if (failure.kind === "retry") {
        attempts.current += 1;
        setState({ kind: "retrying" });
        timer.current = setTimeout(() => void flush(), backoffMs(attempts.current));
      } else {
        setState({ kind: "rejected", message: failure.message });
      }
    } finally {
      inflight.current = false;
      if (again.current) {
        again.current = false;
        void flush();
      }
    }
  }, [customerId, file]);

  const change = useCallback(
    (values: HeaderValues) => {
      latest.current = values;
      clearTimeout(timer.current);
      if (JSON.stringify(values) === savedJson.current) {
        file.setHeader(undefined);
        setState({ kind: "saved" });
        return;
      }
      file.setHeader(values);
      if (!isValid(values)) {
        setState({ kind: "invalid" });
        return;
      }
      setState({ kind: "pending" });
      timer.current = setTimeout(() => void flush(), HEADER_DEBOUNCE_MS);
    },
    [file, flush],
  );

  // Back online: a header waiting for its retry goes at once, not after the backoff.
  useEffect(() => {
    const onOnline = () => {
      if (state.kind === "retrying") {
        attempts.current = 0;
        void flush();
      }
    };
    window.addEventListener("online", onOnline);
    return () => window.removeEventListener("online", onOnline);
  }, [state.kind, flush]);

  // A header restored from this device, valid, goes to the server straight away.
  useEffect(() => {
    if (JSON.stringify(latest.current) !== savedJson.current) void flush();
    return () => clearTimeout(timer.current);
  }, [flush]);

  return { state, change, flush };
}

export type HeaderAutosave = ReturnType<typeof useHeaderAutosave>;
