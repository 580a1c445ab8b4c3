import type { AppRouter } from "@kerf/server";
import { createTRPCClient } from "@trpc/client";
import { afterEach, expect, it, vi } from "vitest";
import { trpcLink } from "./trpc";

afterEach(() => vi.unstubAllGlobals());

it("sends each whole-order call on its own and batches the rest (the server refuses two in a batch)", async () => {
  const urls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      urls.push(url);
      const batch = url.includes("batch=1");
      const count = batch ? new URL(url).pathname.split("/").pop()!.split(",").length : 1;
      const one = { result: { data: null } };
      return new Response(JSON.stringify(batch ? Array(count).fill(one) : one), {
        headers: { "content-type": "application/json" },
      });
    }),
  );
  const client = createTRPCClient<AppRouter>({ links: [trpcLink("http://kerf.test/trpc")] });
  await Promise.all([
    client.orders.get.query({ customerId: "a" }),
    client.invoices.get.query({ id: "b" }),
    client.customers.list.query({ page: 1 }),
    client.auth.me.query(),
  ]);
  const paths = urls.map((url) => new URL(url).pathname).sort();
  expect(paths).toEqual(["/trpc/customers.list,auth.me", "/trpc/invoices.get", "/trpc/orders.get"]);
});
