import { useSearchParams } from "wouter";
import { useHeaderTitle } from "../../ui/shell/header-title";
import { OrderNotFound } from "./order-not-found";
import { OrderPage } from "./order-page";

/** /mode1?id=…: order entry for one customer; the header shows the customer's name (portal-spec section 2). */
export function OrderRoute() {
  const [params] = useSearchParams();
  const customerId = params.get("id");
  return customerId ? <OrderPage key={customerId} customerId={customerId} /> : <MissingCustomer />;
}

function MissingCustomer() {
  useHeaderTitle("Customer not found");
  return <OrderNotFound />;
}
