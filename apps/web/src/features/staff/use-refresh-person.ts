import { useEffect } from "react";
import { setUser, useSession } from "../../lib/session";
import { trpc } from "../../lib/trpc";

/**
 * The person's role and permissions as the server has them now (issue 27): read when the shell opens and
 * when the window regains focus, so a role changed by the owner shows without signing in again.
 */
export function useRefreshPerson(): void {
  const user = useSession((s) => s.user);
  const me = trpc.auth.me.useQuery(undefined, { refetchOnWindowFocus: true, staleTime: 60_000 });
  useEffect(() => {
    if (!me.data || !user) return;
    if (JSON.stringify(me.data.person) !== JSON.stringify(user.person))
      setUser({ ...user, person: me.data.person });
  }, [me.data, user]);
}
