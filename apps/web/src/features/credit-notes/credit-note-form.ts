import { zodResolver } from "@hookform/resolvers/zod";
import { type CreditNoteKind, type TCreateCreditNoteInput, ZCreateCreditNoteInput } from "@kerf/core";
import type { Resolver } from "react-hook-form";
import type { ChosenItem } from "./credit-item-picker";

/** What the dialog credits: the whole invoice, chosen lines, or an amount at a rate (the note's kind). */
export type CreditMode = CreditNoteKind;

export type CreditNoteFormValues = {
  invoiceId: string;
  reason: string;
  lines: number[];
  /** Item lines (issue 29), each with the quantity credited ("" for all that is left). */
  items: ChosenItem[];
  amount: string;
  rate: string;
};

/** The request a mode sends: only that mode's fields, so the shared schema judges exactly what is sent. */
export function requestOf(values: CreditNoteFormValues, mode: CreditMode): TCreateCreditNoteInput {
  const base = { invoiceId: values.invoiceId, reason: values.reason };
  if (mode === "lines") {
    const items = values.items.map(({ n, quantity }) =>
      quantity.trim() ? { n, quantity: quantity.trim() } : { n },
    );
    // Neither chosen: `lines: []` asks the schema's "Choose at least one line".
    if (items.length === 0) return { ...base, lines: values.lines };
    return { ...base, ...(values.lines.length > 0 ? { lines: values.lines } : {}), items };
  }
  if (mode === "amount")
    return { ...base, amount: values.amount, ...(values.rate ? { rate: values.rate } : {}) };
  return base;
}

/** The shared zod schema (ZCreateCreditNoteInput) as the form's resolver, over the fields of the mode. */
export function creditNoteResolver(mode: () => CreditMode): Resolver<CreditNoteFormValues> {
  const check = zodResolver(ZCreateCreditNoteInput);
  return async (values, context, options) => {
    const result = await check(requestOf(values, mode()), context, options as never);
    return Object.keys(result.errors).length > 0
      ? { values: {}, errors: result.errors as never }
      : { values, errors: {} };
  };
}
