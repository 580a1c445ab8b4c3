/** The order page's chunk: the route's lazy page loads it; the dashboard fetches its files ahead. */
export const loadOrderRoute = () => import("./order-route");
