import { test as base, expect } from "@playwright/test";
import { type Received, startSmtp, stopSmtp, type TestSmtp } from "../../../server/test/smtp";
import { type AuthResult, newCompany } from "./accounts";
import { type RunningServer, startServer } from "./server";

// What the quote specs (quotes*.spec.ts) share: a server of their own whose mail goes to an SMTP server
// of the test, and two shops set up through the REST API.

export const received: Received[] = [];
let smtp: TestSmtp;
let server: RunningServer;

/** The server of this file: mail goes to the SMTP server above. */
export const test = base.extend<Record<never, never>, { quoteServer: RunningServer }>({
  quoteServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      smtp = await startSmtp(received);
      const running = await startServer({ SMTP_URL: smtp.url });
      try {
        await use(running);
      } finally {
        await running.stop();
        await stopSmtp(smtp);
      }
    },
    { scope: "worker", timeout: 90_000 },
  ],
  baseURL: async ({ quoteServer }, use) => use(quoteServer.baseURL),
});

export async function api(method: string, url: string, token: string | null, body?: unknown) {
  const res = await fetch(`${server.baseURL}${url}`, {
    method,
    headers: {
      ...(token ? { access_token: token } : {}),
      ...(body ? { "content-type": "application/json" } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return res;
}
// biome-ignore lint/suspicious/noExplicitAny: the envelope is read loosely
export const json = async (res: Response): Promise<any> => res.json();

export async function orderFor(token: string, name: string): Promise<{ draftId: string; payable: string }> {
  const customer = await json(
    await api("POST", "/api/draft", token, { customerName: name, phoneNo: "9822012345", date: "2026-11-21" }),
  );
  const draftId = customer.data._id as string;
  const header = await api("POST", "/trpc/orders.saveHeader", token, {
    customerId: draftId,
    header: {
      customer_name: name,
      date: "2026-11-21",
      phone_no: "9822012345",
      email_id: "mehta@example.in",
      billing_address: "12 MG Road, Pune",
      shipping_address: "Site 9, Baner, Pune",
      shipping_state: "27",
    },
  });
  expect(header.status).toBe(200);
  for (const [w, l, q] of [
    ["12", "24", 2],
    ["18#4", "36", 1],
    ["30", "48", 3],
  ] as const) {
    const line = await api("POST", "/api/draft/material", token, {
      draftId,
      widthForDisplay: w,
      lengthForDisplay: l,
      quantity: q,
      materialType: "Clear 5mm",
      edgeSelection: null,
      edgeProfile: null,
      areaExtras: [],
      multiplier: 1,
    });
    expect(line.status).toBe(201);
  }
  const order = await json(await api("GET", `/api/draft/material?draftId=${draftId}`, token));
  return { draftId, payable: order.data.totals.payable };
}

async function signUp(prefix: string, name: string): Promise<AuthResult> {
  const res = await json(
    await api("POST", "/api/auth/signup", null, newCompany(prefix, { companyName: name })),
  );
  const token = res.data.accessToken as string;
  await api("POST", "/api/setting/material", token, {
    materialName: "Clear 5mm",
    materialRate: "62.50",
    cuttingRate: "4",
    materialGst: "18",
    materialWastage: "5",
    hsnCode: "7005",
  });
  return res.data;
}

export const stateOf = async (token: string, draftId: string) =>
  (await json(await api("GET", "/api/draft", token))).data.find((c: { _id: string }) => c._id === draftId)
    .state;

/** Two shops on the quote server, each with the material the orders use. */
export async function setUpShops(
  quoteServer: RunningServer,
): Promise<{ shop: AuthResult; other: AuthResult }> {
  server = quoteServer;
  return {
    shop: await signUp("quote-shop", "Sharma Glass Works"),
    other: await signUp("quote-other", "Other Glass"),
  };
}
