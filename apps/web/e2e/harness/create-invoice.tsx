// CreateInvoiceButton alone, for e2e/invoices.spec.ts, until the order page mounts it: Vite's dev server
// serves this page and sends /trpc to the real test server. Never part of the production build.
import { useState } from "react";
import { useLocation } from "wouter";
import { CreateInvoiceButton } from "../../src/features/invoices/create-invoice-button";
import { mountHarness } from "./mount";

function Harness() {
  const customerId = new URLSearchParams(window.location.search).get("customer") ?? "";
  const [location] = useLocation();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string> | null>(null);
  return (
    <main className="flex flex-col items-start gap-3 p-6">
      <CreateInvoiceButton customerId={customerId} onInvalid={setFieldErrors} />
      <p data-testid="location">{location}</p>
      {fieldErrors && <pre data-testid="field-errors">{JSON.stringify(fieldErrors)}</pre>}
    </main>
  );
}

mountHarness(<Harness />);
