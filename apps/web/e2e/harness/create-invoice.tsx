// CreateInvoiceButton alone, for e2e/invoices.spec.ts, until the order page mounts it: Vite's dev server
// serves this page and sends /trpc to the real test server. Never part of the production build.
import { StrictMode, useState } from "react";
import { createRoot } from "react-dom/client";
import { useLocation } from "wouter";
import { AppProviders } from "../../src/app-providers";
import { CreateInvoiceButton } from "../../src/features/invoices/create-invoice-button";
import "../../src/index.css";

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

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <AppProviders>
      <Harness />
    </AppProviders>
  </StrictMode>,
);
