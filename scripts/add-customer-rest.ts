// Adds a customer through the legacy REST path POST /api/draft, then lists the customers whose name
// matches, with a client generated from the REST document: openapi-fetch over the types of
// apps/server/generated/kerf-rest-api.d.ts (made by `npm run typecheck`, or `npm run api:types`), so a
// request the document refuses does not compile.
//
//   KERF_URL=http://localhost:3000 KERF_TOKEN=... npx tsx scripts/add-customer-rest.ts "Mehta Interiors" 9876543210

import createClient from "openapi-fetch";
import type { paths } from "../apps/server/generated/kerf-rest-api";
import { run, UsageError } from "./kerf-client";

type NewCustomer = paths["/api/draft"]["post"]["requestBody"]["content"]["application/json"];

function restClient() {
  const url = process.env.KERF_URL?.trim().replace(/\/$/, "");
  const token = process.env.KERF_TOKEN?.trim();
  if (!url || !token) {
    throw new UsageError(
      "Set KERF_URL (such as http://localhost:3000) and KERF_TOKEN (the accessToken of POST /api/auth/login).",
    );
  }
  return createClient<paths>({ baseUrl: url, headers: { access_token: token } });
}

await run(async () => {
  const [customerName, phoneNo] = process.argv.slice(2);
  if (!customerName || !phoneNo)
    throw new UsageError("Usage: add-customer-rest.ts <customer name> <10-digit phone>");
  const api = restClient();
  const customer: NewCustomer = { customerName, phoneNo, date: new Date().toISOString().slice(0, 10) };
  const added = await api.POST("/api/draft", { body: customer });
  if (added.error) throw new UsageError(`The server refused: ${added.error.message}`);
  process.stdout.write(`Added ${added.data.data.customerName} (${added.data.data._id})\n`);

  const found = await api.GET("/api/draft", { params: { query: { search: customerName.slice(0, 100) } } });
  if (found.error) throw new UsageError(`The server refused: ${found.error.message}`);
  for (const c of found.data.data)
    process.stdout.write(`${c.customerName}\t${c.phoneNo}\t${c.date.slice(0, 10)}\n`);
});
