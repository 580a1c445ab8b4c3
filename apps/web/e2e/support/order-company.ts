import { readFileSync } from "node:fs";
import path from "node:path";
import type { Unit } from "@kerf/core";
import type { OrderData } from "../../src/features/order/order-types";
import { REPO_ROOT } from "./paths";

// A company set up through the API exactly as one of pricing-examples.json says (its settings,
// materials and edge profiles), with one customer: what the order-entry tests and the benchmark type into.

export type ExampleLine = {
  widthForDisplay: string;
  lengthForDisplay: string;
  quantity: number;
  materialType: string;
  edgeSelection: string | null;
  edgeProfile: string | null;
  areaExtras: { label: string; value: number | string }[];
  multiplier: number | string;
};

export type PricingExample = {
  name: string;
  input: {
    settings: {
      unit: Unit;
      roundingStep: number | string;
      minAreaPerPiece: number | string;
      cuttingRateType: "sqFt" | "runningFt";
      gstOnCuttingRate: boolean;
      isAddExtraMaterialInRate: boolean;
    };
    materials: Record<string, string>[];
    edgeProfiles: { edgeProfileName: string; edgeProfileRate: string }[];
    lines: ExampleLine[];
    supplierGstin?: string;
    recipientGstin?: string;
  };
  expected?: { lines: Record<string, string>[]; totals: Record<string, string> };
  error?: string;
};

export const EXAMPLES: PricingExample[] = JSON.parse(
  readFileSync(path.join(REPO_ROOT, "packages/core/src/__fixtures__/pricing-examples.json"), "utf8"),
);

export function example(name: string): PricingExample {
  const found = EXAMPLES.find((e) => e.name === name);
  if (!found) throw new Error(`No pricing example named "${name}"`);
  return found;
}

export const COMPANY_GSTIN = "27AAPFU0939F1ZV";

export const HIDE_NOTHING = {
  cuttingColumnHide: false,
  edgeProfileColumnHide: false,
  gstColumnHide: false,
  materialColumnHide: false,
  materialListColumnHide: false,
  multiplierColumnHide: false,
  wastageColumnHide: false,
};

export type ColumnFlags = typeof HIDE_NOTHING;

/** The order as the server holds it (tRPC orders.get). */
export function serverOrder(company: ExampleCompany) {
  return company.api.trpc<OrderData>("orders.get", { customerId: company.customerId }, "query");
}

/** The legacy REST envelope. */
type RestBody = { isError?: boolean; message?: string; data?: { _id?: string } & Record<string, unknown> };

export type Api = {
  baseURL: string;
  token: string;
  rest: (method: string, url: string, body?: unknown) => Promise<{ status: number; body: RestBody }>;
  /** A tRPC mutation (POST) or, with `query`, a query (GET); answers its data. */
  trpc: <T = unknown>(procedure: string, input: unknown, kind?: "mutation" | "query") => Promise<T>;
};

function apiFor(baseURL: string, token: string): Api {
  const rest = async (method: string, url: string, body?: unknown) => {
    const res = await fetch(`${baseURL}/api${url}`, {
      method,
      headers: { "content-type": "application/json", access_token: token },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as RestBody };
  };
  const trpc = async <T>(procedure: string, input: unknown, kind: "mutation" | "query" = "mutation") => {
    const headers = { "content-type": "application/json", access_token: token };
    const res =
      kind === "query"
        ? await fetch(`${baseURL}/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`, {
            headers,
          })
        : await fetch(`${baseURL}/trpc/${procedure}`, {
            method: "POST",
            headers,
            body: JSON.stringify(input),
          });
    const json = await res.json();
    if (!res.ok) throw new Error(`${procedure}: ${res.status} ${JSON.stringify(json)}`);
    return json.result.data as T;
  };
  return { baseURL, token, rest, trpc };
}

async function expectStatus(p: Promise<{ status: number; body: RestBody }>, status: number, what: string) {
  const res = await p;
  if (res.status !== status) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res;
}

/**
 * Which catalogue entry a saved profile is made from: one with as many area inputs (A, A and B) as the
 * example's lines type for it, so the grid offers exactly those cells.
 */
function catalogueFor(profile: string, lines: readonly ExampleLine[]): string {
  const inputs = Math.max(
    0,
    ...lines.filter((l) => l.edgeProfile === profile).map((l) => l.areaExtras.length),
  );
  return inputs >= 2 ? "edgeProfile33" : inputs === 1 ? "edgeProfile31" : "edgeProfile1";
}

let counter = 0;

export type ExampleCompany = {
  api: Api;
  customerId: string;
  session: { accessToken: string; user: Record<string, string>; isRegistered: boolean };
};

export async function saveColumnFlags(api: Api, ex: PricingExample, flags: ColumnFlags) {
  const s = ex.input.settings;
  await expectStatus(
    api.rest("POST", "/setting/general", {
      commonSetting: {
        ...flags,
        cuttingRateType:
          s.cuttingRateType === "runningFt"
            ? { id: 1, label: "Running Foot", value: "runningFt" }
            : { id: 2, label: "Square Foot", value: "sqFt" },
        gstOnCuttingRate: s.gstOnCuttingRate,
        isAddExtraMaterialInRate: s.isAddExtraMaterialInRate,
      },
      pricingSettings: { unit: s.unit, roundingStep: s.roundingStep, minAreaPerPiece: s.minAreaPerPiece },
    }),
    200,
    "general settings",
  );
}

/** Signs a company up and gives it the example's settings, materials and edge profiles, and a customer. */
export async function companyForExample(
  baseURL: string,
  ex: PricingExample,
  options: { customerName?: string; flags?: ColumnFlags } = {},
): Promise<ExampleCompany> {
  counter += 1;
  const signup = await fetch(`${baseURL}/api/auth/signup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      companyName: "Sharma Glass Works",
      email: `order-${Date.now().toString(36)}-${counter}@example.in`,
      password: "secret1",
      phoneNumber: "9876543210",
      gstNo: ex.input.supplierGstin ?? COMPANY_GSTIN,
      address: "14 Industrial Area, Pune 411019",
    }),
  });
  if (signup.status !== 201) throw new Error(`signup: ${signup.status} ${await signup.text()}`);
  const session = (await signup.json()).data;
  const api = apiFor(baseURL, session.accessToken);
  await saveColumnFlags(api, ex, options.flags ?? HIDE_NOTHING);
  for (const material of ex.input.materials) {
    await expectStatus(api.rest("POST", "/setting/material", material), 201, "material");
  }
  for (const profile of ex.input.edgeProfiles) {
    await expectStatus(
      api.rest("POST", "/setting/edgeProfile", {
        edgeProfileName: catalogueFor(profile.edgeProfileName, ex.input.lines),
        saveAsEdgeProfile: "byName",
        customEdgeProfileName: profile.edgeProfileName,
        edgeProfileRate: profile.edgeProfileRate,
      }),
      201,
      "edge profile",
    );
  }
  const customer = await expectStatus(
    api.rest("POST", "/draft", {
      customerName: options.customerName ?? "Mehta Interiors",
      phoneNo: "9822012345",
      date: "2026-11-21",
    }),
    201,
    "customer",
  );
  return { api, customerId: customer.body.data?._id as string, session };
}
