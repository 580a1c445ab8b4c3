import { UsersIcon } from "../components/icons";
import { PlaceholderPanel } from "../components/placeholder-panel";
import { useHeaderTitle } from "../layout/header-title";
import { useSession } from "../lib/session";

/** /dashboard: the customer (draft) list. Its header greets the company (portal-spec section 2). */
export function DashboardPage() {
  const companyName = useSession((s) => s.user?.company_name ?? "");
  useHeaderTitle(`Welcome ${companyName}`.trim(), "Dashboard");

  return (
    <PlaceholderPanel
      title="Customers"
      icon={<UsersIcon />}
      upcoming={[
        "Search customers by name",
        "Add a customer",
        "Newest first, 10 a page",
        "Open a customer to enter pieces",
      ]}
    >
      Your customers will be listed here. Open one to enter its sized pieces and price the order.
    </PlaceholderPanel>
  );
}
