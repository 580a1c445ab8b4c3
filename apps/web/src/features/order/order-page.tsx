import { useHeaderTitle } from "../../ui/shell/header-title";
import { LoadingBlock } from "../../ui/spinner";
import { OrderLoadFailed, OrderNotFound } from "./order-not-found";
import { OrderWorkspace } from "./order-workspace";
import { useOrderData } from "./use-order-data";

/** /order/<customerId>: one customer's order. The header is the customer's name. */
export function OrderPage({ customerId }: { customerId: string }) {
  const state = useOrderData(customerId);
  useHeaderTitle(
    state.kind === "ready"
      ? state.data.customer.customerName
      : state.kind === "notFound"
        ? "Customer not found"
        : "",
  );
  switch (state.kind) {
    case "loading":
      return <LoadingBlock label="Loading the order" className="h-full" />;
    case "notFound":
      return <OrderNotFound />;
    case "error":
      return <OrderLoadFailed message={state.message} retry={state.retry} />;
    case "ready":
      return <OrderWorkspace customerId={customerId} data={state.data} />;
  }
}
