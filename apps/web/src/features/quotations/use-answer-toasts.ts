import { routes } from "@kerf/core";
import { useEffect } from "react";
import { useLocation } from "wouter";
import { toastSticky } from "../../lib/toast";
import { trpc } from "../../lib/trpc";

/** How often the shop's open pages ask whether a customer has answered (polling; no socket needed). */
export const ANSWER_POLL_MS = 20_000;

/**
 * A toast on the shop's open pages when a customer accepts a quotation or asks for changes (each once).
 * It stays until dismissed, with the customer's note, and opens the order (accepted: the next step is
 * to cut and invoice it) or the quotation (changes asked: it is quoted again).
 */
export function useAnswerToasts(): void {
  const utils = trpc.useUtils();
  const [, navigate] = useLocation();
  const answers = trpc.sharing.unseenAnswers.useQuery(undefined, {
    refetchInterval: ANSWER_POLL_MS,
    refetchIntervalInBackground: true,
    staleTime: 0,
  });
  useEffect(() => {
    const list = answers.data ?? [];
    for (const a of list) {
      const note = a.note ? `: ${a.note}` : "";
      if (a.kind === "accepted") {
        toastSticky(`${a.name} accepted ${a.quotationNo} (revision ${a.revision})${note}`, {
          label: "Open order",
          onClick: () => navigate(routes.order(a.customerId)),
        });
      } else {
        toastSticky(`${a.name} asked for changes to ${a.quotationNo}${note}`, {
          label: "Open",
          onClick: () => navigate(routes.quotation(a.customerId)),
        });
      }
    }
    if (list.length > 0) {
      void utils.customers.list.invalidate();
      void utils.sharing.invalidate();
    }
  }, [answers.data, utils, navigate]);
}
