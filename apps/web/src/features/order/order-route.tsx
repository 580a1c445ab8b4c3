import { legacyOrderTarget } from "@kerf/core";
import { Redirect, useSearch } from "wouter";
import { useHeaderTitle } from "../../ui/shell/header-title";
import { OrderNotFound } from "./order-not-found";
import { OrderPage } from "./order-page";

/** /order/<customerId>: order entry for one customer; the header shows the customer's name (portal-spec section 2). */
export function OrderRoute({ customerId }: { customerId: string }) {
  return <OrderPage key={customerId} customerId={customerId} />;
}

/** The old /mode1?id=… (and /mode1?customerId=…) addresses: bookmarks and sent mails still arrive. */
export function LegacyOrderRoute() {
  const target = legacyOrderTarget(useSearch());
  return target ? <Redirect to={target} replace /> : <MissingCustomer />;
}

function MissingCustomer() {
  useHeaderTitle("Customer not found");
  return <OrderNotFound />;
}
