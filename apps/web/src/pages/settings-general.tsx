import { SettingsIcon } from "../components/icons";
import { PlaceholderPanel } from "../components/placeholder-panel";
import { usePageTitle } from "../layout/header-title";

/** /settings/general: pricing options and the columns of the order page. */
export function GeneralSettingsPage() {
  usePageTitle("General Settings");
  return (
    <PlaceholderPanel
      title="General settings"
      icon={<SettingsIcon />}
      upcoming={[
        "Cutting rate by square foot or running foot",
        "Columns shown on the order page",
        "GST on cutting rate",
      ]}
    >
      How prices are worked out and what the order entry page shows.
    </PlaceholderPanel>
  );
}
