import { InvoiceIcon } from "../components/icons";
import { PlaceholderPanel } from "../components/placeholder-panel";
import { usePageTitle } from "../layout/header-title";

/** /invoice-list. */
export function InvoiceListPage() {
  usePageTitle("Invoice List");
  return (
    <PlaceholderPanel
      title="Invoices"
      icon={<InvoiceIcon />}
      upcoming={["Numbered per financial year", "Print invoice, worker and transport sheets"]}
    >
      Every invoice you issue will be listed here, ready to open and print.
    </PlaceholderPanel>
  );
}
