import { useSearchParams } from "wouter";
import { PlaceholderPanel } from "../components/placeholder-panel";
import { useHeaderTitle } from "../layout/header-title";

/** /mode1?id=…: order entry for one customer; the header shows the customer's name (portal-spec section 2). */
export function Mode1Page() {
  const [params] = useSearchParams();
  const customerId = params.get("id");
  // TODO(order entry issue): load the customer by id and show its customerName here.
  const customerName: string | undefined = undefined;
  useHeaderTitle(customerName ?? "Order Entry");

  return (
    <PlaceholderPanel
      title="Order entry"
      upcoming={[
        "Quote header",
        "Sized pieces with material and edges",
        "Live price and totals",
        "Make invoice",
      ]}
    >
      {customerId ? `Pieces and prices for customer ${customerId}.` : "Open a customer from the dashboard."}
    </PlaceholderPanel>
  );
}
