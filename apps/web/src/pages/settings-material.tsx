import { SettingsIcon } from "../components/icons";
import { PlaceholderPanel } from "../components/placeholder-panel";
import { usePageTitle } from "../layout/header-title";

/** /settings/material: the material catalogue. */
export function MaterialSettingsPage() {
  usePageTitle("Material Settings");
  return (
    <PlaceholderPanel
      title="Materials"
      icon={<SettingsIcon />}
      upcoming={["Material rate and cutting rate", "Wastage % and GST %", "Add, edit and delete"]}
    >
      The materials you cut, with their rates, wastage and GST.
    </PlaceholderPanel>
  );
}
