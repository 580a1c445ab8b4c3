import { useHeaderTitle } from "../../ui/shell/header-title";
import { ChangePasswordForm } from "./change-password-form";
import { ProfileForm } from "./profile-form";

/** /settings/user: the company profile and the password. */
export function AccountPage() {
  useHeaderTitle("USER", "User settings");
  return (
    <div className="grid max-w-6xl items-start gap-5 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <ProfileForm />
      <ChangePasswordForm />
    </div>
  );
}
