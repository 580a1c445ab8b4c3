import { routes } from "@kerf/core";
import { useEffect } from "react";
import { toastSuccess, toastWithAction } from "../../lib/toast";
import { trpc } from "../../lib/trpc";

/** How often the shop's open pages ask whether a customer has answered (polling; no socket needed). */
export const ANSWER_POLL_MS = 20_000;

/** A toast on the shop's open pages when a customer accepts a quotation or asks for changes (each once). */
export function useAnswerToasts(): void {
  const utils = trpc.useUtils();
  const answers = trpc.sharing.unseenAnswers.useQuery(undefined, {
    refetchInterval: ANSWER_POLL_MS,
    refetchIntervalInBackground: true,
    staleTime: 0,
  });
  useEffect(() => {
    const list = answers.data ?? [];
    for (const a of list) {
      const text =
        a.kind === "accepted"
          ? `${a.name} accepted ${a.quotationNo} (revision ${a.revision})`
          : `${a.name} asked for changes to ${a.quotationNo}${a.note ? `: ${a.note}` : ""}`;
      if (a.kind === "accepted") toastSuccess(text);
      else
        toastWithAction(text, {
          label: "Open",
          onClick: () => window.location.assign(routes.quotation(a.customerId)),
        });
    }
    if (list.length > 0) {
      void utils.customers.list.invalidate();
      void utils.sharing.invalidate();
    }
  }, [answers.data, utils]);
}
