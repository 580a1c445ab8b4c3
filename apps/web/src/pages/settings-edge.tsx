import { SettingsIcon } from "../components/icons";
import { PlaceholderPanel } from "../components/placeholder-panel";
import { usePageTitle } from "../layout/header-title";

/** /settings/edge: edge profiles and edge selections. */
export function EdgeSettingsPage() {
  usePageTitle("Edge Settings");
  return (
    <PlaceholderPanel
      title="Edges"
      icon={<SettingsIcon />}
      upcoming={["36 edge profiles and their rates", "9 edge selections, renamable"]}
    >
      Edge profiles with their rates, and the edge selections that say which sides get them.
    </PlaceholderPanel>
  );
}
