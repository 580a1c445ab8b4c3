import type { InvoiceSnapshot } from "@kerf/core";

/**
 * A bill of supply, not a tax invoice: the company signed up without a GST number and may not charge
 * GST (its prices carry none, pricing-context), or every line is of nil-rated goods (CGST Rules, rule 49).
 */
export function isBillOfSupply(snapshot: Pick<InvoiceSnapshot, "company" | "lines" | "itemLines">): boolean {
  // Item lines (issue 29) carry their own rates: a taxed fitting or service makes it a tax invoice.
  const rates = [...snapshot.lines, ...(snapshot.itemLines ?? [])];
  return snapshot.company.gstNo === "" || rates.every((line) => Number(line.gstRate) === 0);
}
