import { useSearchParams } from "wouter";
import { OrderNotFound } from "../features/order/order-not-found";
import { OrderPage } from "../features/order/order-page";
import { useHeaderTitle } from "../layout/header-title";

/** /mode1?id=…: order entry for one customer; the header shows the customer's name (portal-spec section 2). */
export function Mode1Page() {
  const [params] = useSearchParams();
  const customerId = params.get("id");
  return customerId ? <OrderPage key={customerId} customerId={customerId} /> : <MissingCustomer />;
}

function MissingCustomer() {
  useHeaderTitle("Customer not found");
  return <OrderNotFound />;
}
