import { type Access, allows, PERMISSIONS, type Permission } from "@kerf/core";
import { type SessionState, useSession } from "./session";

// What the signed-in person's role permits (issue 27), as the server answered it at sign-in and on each
// visit (the shell refreshes it). The server enforces every permission; the app only hides what the role
// cannot do, so no button leads to a refusal.

/** A session stored before staff existed carries no person: it was the company's only login, its Owner. */
function permissionsOf(s: SessionState): readonly Permission[] {
  return s.user?.person?.permissions ?? PERMISSIONS;
}

/** The person's permissions (a stable array while the session's user is unchanged). */
export function usePermissions(): readonly Permission[] {
  return useSession(permissionsOf);
}

/** Whether the person may do what `access` guards. */
export function useCan(access: Access): boolean {
  return allows(usePermissions(), access);
}

/**
 * Whether the company is registered under GST (has a GSTIN): a company outside GST has no GST files and
 * no tax anywhere. A session stored before the profile carried its GSTIN counts as registered.
 */
export function useGstRegistered(): boolean {
  return useSession((s) => s.user?.gstNo !== "");
}
