import { useCan } from "../../lib/permissions";
import { useHeaderTitle } from "../../ui/shell/header-title";
import { ChangePasswordForm } from "./change-password-form";
import { ProfileForm } from "./profile-form";

/** /settings/user: the company profile and the password. */
export function AccountPage() {
  useHeaderTitle("USER", "User settings");
  // The company's name, GSTIN and address are the Owner's (issue 27); everyone keeps their own password.
  const profile = useCan("company.profile");
  return (
    <div className="grid max-w-6xl items-start gap-5 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      {profile && <ProfileForm />}
      <ChangePasswordForm />
    </div>
  );
}
