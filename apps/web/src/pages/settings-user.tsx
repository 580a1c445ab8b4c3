import { SettingsIcon } from "../components/icons";
import { PlaceholderPanel } from "../components/placeholder-panel";
import { usePageTitle } from "../layout/header-title";

/** /settings/user: the company profile and the password. */
export function UserSettingsPage() {
  usePageTitle("User Settings");
  return (
    <PlaceholderPanel
      title="Your company"
      icon={<SettingsIcon />}
      upcoming={["Company profile and GST number", "Change password"]}
    >
      Your company's details as they appear on invoices, and your password.
    </PlaceholderPanel>
  );
}
