import { useCan } from "../../lib/permissions";
import { usePhone } from "../../lib/use-phone";
import { useHeaderTitle } from "../../ui/shell/header-title";
import { LoadingBlock } from "../../ui/spinner";
import { OrderLoadFailed, OrderNotFound } from "./order-not-found";
import { OrderReadView } from "./order-read-view";
import { OrderWorkspace } from "./order-workspace";
import { useOrderData } from "./use-order-data";

/** /order/<customerId>: one customer's order. The header is the customer's name. */
export function OrderPage({ customerId }: { customerId: string }) {
  const state = useOrderData(customerId);
  // The entry grid prices as the clerk types, from rates only a person who sees prices receives.
  const canWrite = useCan("orders.write");
  const seesPrices = useCan("prices.read");
  const canEnter = canWrite && seesPrices;
  // A phone reads the order, changes quantities and shares it; typing pieces is the counter's job.
  const onPhone = usePhone();
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
      return canEnter && !onPhone ? (
        // A new price list (or version) in force reprices the page: its workspace is built afresh.
        <OrderWorkspace
          key={`${state.data.priceList?._id}:${state.data.priceList?.validFrom}`}
          customerId={customerId}
          data={state.data}
        />
      ) : (
        <OrderReadView customerId={customerId} data={state.data} onPhone={onPhone} />
      );
  }
}
