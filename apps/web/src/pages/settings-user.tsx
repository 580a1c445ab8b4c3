import { ChangePasswordForm } from "../features/auth/change-password-form";
import { ProfileForm } from "../features/auth/profile-form";
import { usePageTitle } from "../layout/header-title";

/** /settings/user: the company profile and the password. */
export function UserSettingsPage() {
  usePageTitle("User Settings");
  return (
    <div className="grid max-w-6xl items-start gap-5 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <ProfileForm />
      <ChangePasswordForm />
    </div>
  );
}
