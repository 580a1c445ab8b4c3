import { Button } from "../../ui/button";
import { AlertIcon } from "../../ui/icons";
import { useHeaderTitle } from "../../ui/shell/header-title";
import { LoadingBlock } from "../../ui/spinner";
import { OrderNotFound } from "./order-not-found";
import { OrderWorkspace } from "./order-workspace";
import { useOrderData } from "./use-order-data";

/** /mode1?id=…: one customer's order. The header is the customer's name. */
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
      return (
        <div className="flex h-full items-start justify-center pt-[12vh]">
          <div className="flex max-w-md flex-col items-center gap-3 rounded-lg bg-white p-6 text-center shadow-card ring-1 ring-slate-200">
            <AlertIcon className="size-6 text-red-600" />
            <p className="text-sm text-slate-700">The order could not be loaded: {state.message}</p>
            <Button onClick={state.retry}>Try again</Button>
          </div>
        </div>
      );
    case "ready":
      return <OrderWorkspace customerId={customerId} data={state.data} />;
  }
}
