import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { createQueryClient } from "./lib/query-client";
import { trpc, trpcUntypedClient } from "./lib/trpc";
import { AppToaster } from "./ui/toaster";

/** The one query client (created once per page load) with the one tRPC client, and the one toast outlet. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <trpc.Provider client={trpcUntypedClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        {children}
        <AppToaster />
      </QueryClientProvider>
    </trpc.Provider>
  );
}
