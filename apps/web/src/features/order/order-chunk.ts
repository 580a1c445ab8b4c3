/** The order page's chunk: the route's lazy page and the dashboard's fetch-ahead load the same module. */
export const loadOrderRoute = () => import("./order-route");

/** The dashboard fetches the order page ahead: opening a customer is its next step. */
export function prefetchOrderPage(): void {
  void loadOrderRoute();
}
