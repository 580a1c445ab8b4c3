// The shared part of the REST contract suite's cases: the two companies, the records the cases pass on, and
// the helpers every case uses. The cases themselves are in this folder, one file per concern.

import { MESSAGES } from "@kerf/core";
import { CLEAR as FIXTURE_CLEAR, LINE } from "../../test/order-fixture";
import {
  type Answer,
  type Client,
  expectEqual,
  expectFailure,
  expectInvalid,
  expectOk,
  expectStatus,
  fail,
  type Json,
  type Method,
} from "../harness";
import { fixture, type Rec } from "./fixture";
import { moneyFixtures } from "./money-fixtures";
import { recordFixtures } from "./record-fixtures";
import { CONTRACTORS, HEADER, HINGE, SLOT, TRANSPORT } from "./records";

export const CASES = ["valid", "invalid", "no token", "other company", "more"] as const;
export type CaseName = (typeof CASES)[number];

export const SESSION_ENDED = "Your session has ended. Please log in again.";
export const RUN = Date.now().toString(36);

export type Case = () => Promise<void>;

export interface Row {
  method: Method;
  path: string;
  cases: Partial<Record<CaseName, Case>>;
  /** The order of a run without CONTRACT_SEED (a foreign attempt first reads best); any other works too. */
  order?: CaseName[];
  /** Makes the fixtures every case of the row reads (in the case's own context) before it runs. */
  setup?: () => Promise<unknown>;
}

export const SIGNUP = {
  companyName: "Contract Glass Works",
  password: "secret123",
  phoneNumber: "9876543210",
  gstNo: "27AAPFU0939F1ZV",
  address: "12 MIDC Road, Pune",
};
// The server recomputes gstCharges: a sent one is ignored.
export const CLEAR = { ...FIXTURE_CLEAR, gstCharges: "999.99" };
export { type Fixture, fixture, once, type Rec } from "./fixture";
export { LINE };
export const CUSTOMER = { customerName: "Mehta Interiors", phoneNo: "9876543210", date: "2026-11-21" };
/** The quote header an invoice is issued with (sent with the first invoice, saved on the order). */
export { HEADER };
/** An address of this run; `tag` keeps one context's companies apart from every other context's. */
export const email = (who: string, tag = "") => `contract-${who}${tag && `-${tag}`}-${RUN}@kerf.test`;

/**
 * What every case needs: the client, two companies of its own (A owns the records, B is the other), the
 * fixtures and helpers. `tag` names the context: each case runs in a context of its own, so no case sees a
 * record another case made or changed.
 */
export async function createContext(api: Client, tag: string) {
  const mail = (who: string) => email(who, tag);
  const signup = async (who: string, companyName: string) => {
    const res = expectOk(
      await api.call("POST", "/api/auth/signup", { body: { ...SIGNUP, companyName, email: mail(who) } }),
      201,
    );
    return res.accessToken as string;
  };
  // A owns the records; B is the other company; C resets its password; D logs out.
  const a = await signup("a", "Company A Glass");
  const b = await signup("b", "Company B Glass");

  const materials = async (token: string) =>
    expectOk(await api.call("GET", "/api/setting/material", { token })).data as Rec[];
  const edgeProfiles = async (token: string) =>
    (
      expectOk(await api.call("GET", "/api/setting/edgeProfile", { token })).data as {
        edgeProfileOption: Rec[];
      }
    ).edgeProfileOption;
  const customers = async (token: string) =>
    expectOk(await api.call("GET", "/api/draft", { token })).data as Rec[];
  const order = async (token: string, draftId: string) =>
    expectOk(await api.call("GET", "/api/draft/material", { token, query: { draftId } })).data as {
      lines: Rec[];
      totals: Json;
    };
  const invoice = async (token: string, id: string) =>
    expectOk(await api.call("GET", "/api/draft/invoice", { token, query: { id } })).data as Rec;

  const noToken =
    (method: Method, p: string, body?: unknown, query?: Record<string, string>): Case =>
    async () =>
      expectFailure(await api.call(method, p, { body, ...(query ? { query } : {}) }), 401, SESSION_ENDED);

  /**
   * A GET of one of the first company's records as a PDF, named by the query field `field`: a 200 for the
   * record (`id` reads it when the case runs), 400 for a blank field, 401 without a token, 404 for the other
   * company.
   */
  const pdfRow = (path: string, field: string, id: () => string | Promise<string>): Row => ({
    method: "GET",
    path,
    cases: {
      valid: async () => {
        expectStatus(await api.pdf(path, { token: a, query: { [field]: await id() } }), 200);
      },
      invalid: async () =>
        expectInvalid(await api.pdf(path, { token: a, query: { [field]: "" } }), `${field} is required`, {
          [field]: `${field} is required`,
        }),
      "no token": noToken("GET", path, undefined, { [field]: "x" }),
      "other company": async () =>
        expectFailure(await api.pdf(path, { token: b, query: { [field]: await id() } }), 404),
    },
  });

  /** The other company's attempt is a 404 that changes nothing of the first's. */
  const foreign =
    (attempt: () => Promise<Answer>, state: () => Promise<unknown>, message?: string): Case =>
    async () => {
      const before = await state();
      expectFailure(await attempt(), 404, message);
      expectEqual(await state(), before, "the first company's record after the other's attempt");
    };

  const create = async (path: string, body: unknown) =>
    expectOk(await api.call("POST", path, { token: a, body }), 201).data as Rec;
  /** Company A's settings as the cases of the settings make them, each on first use. */
  const fx = {
    clear: fixture("Clear 5mm", () => create("/api/setting/material", CLEAR)),
    mirror: fixture("Mirror 4mm", async () => {
      await fx.clear();
      return create("/api/setting/material", {
        ...CLEAR,
        materialName: "Mirror 4mm",
        materialRate: "48",
        thicknessMm: "4.00",
      });
    }),
    flatPolish: fixture("Flat Polish", () =>
      create("/api/setting/edgeProfile", {
        edgeProfileName: "edgeProfile1",
        saveAsEdgeProfile: "byName",
        customEdgeProfileName: "Flat Polish",
        edgeProfileRate: "18",
      }),
    ),
    bevel: fixture("Bevel 10mm", async () => {
      await fx.flatPolish();
      return create("/api/setting/edgeProfile", {
        edgeProfileName: "edgeProfile2",
        saveAsEdgeProfile: "byName",
        customEdgeProfileName: "Bevel 10mm",
        edgeProfileRate: "42.5",
      });
    }),
    transport: fixture("the item Transport", () => create("/api/setting/item", TRANSPORT)),
    /** The hinge, made before Transport as the items case makes them. */
    hinge: fixture("the item Shower hinge", async () => {
      const hinge = await create("/api/setting/item", HINGE);
      await fx.transport();
      return hinge;
    }),
    slot: fixture("the operation Slot", () => create("/api/setting/operation", SLOT)),
    priceList: fixture("the price list Contractors", () => create("/api/priceList", CONTRACTORS)),
    customer: fixture("the customer Mehta Interiors", () => create("/api/draft", CUSTOMER)),
    /** A second customer, made after the first as the customers case makes them. */
    spare: fixture("the spare customer", async () => {
      await fx.customer();
      return create("/api/draft", { ...CUSTOMER, customerName: "Spare Customer" });
    }),
    /** The order lines as the order-line case makes them: two on the customer's order, one on the spare's. */
    lines: fixture("the order lines", async () => {
      await fx.clear();
      const customer = await fx.customer();
      const spare = await fx.spare();
      const line = await create("/api/draft/material", { draftId: customer._id, ...LINE });
      const spareLine = await create("/api/draft/material", { draftId: customer._id, ...LINE, quantity: 3 });
      await create("/api/draft/material", { draftId: spare._id, ...LINE });
      return { line, spareLine };
    }),
    /** A live invoice of the customer's order (its lines as above), dated as the order, with its header. */
    invoice: fixture("the customer's invoice", async (): Promise<Rec> => {
      await fx.lines();
      const customer = await fx.customer();
      return create("/api/draft/invoice", {
        draftId: customer._id,
        date: "2026-11-21",
        allowDuplicate: true,
        header: HEADER,
      });
    }),
  };

  const latestResetToken = async (to: string): Promise<string> => {
    // The request is queued; the server's mail worker makes the mail a moment later.
    type Mail = { to: string; subject: string; text: string; html: string };
    let mail: Mail | undefined;
    for (let tries = 0; tries < 50 && !mail; tries++) {
      if (tries > 0) await new Promise((r) => setTimeout(r, 100));
      const mails = (await (await fetch(`${api.base}/dev/mail.json`)).json()) as Mail[];
      mail = mails.find((m) => m.to === to && /token=/.test(m.text + m.html));
    }
    const match = mail && /forgotPassword\?token=([^"&\s<]+)/.exec(mail.text + mail.html);
    return match ? decodeURIComponent(match[1]!) : fail(`no password-reset mail to ${to} in /dev/mail.json`);
  };

  /**
   * A DELETE of one of the first company's records by `_id`: the other company's attempt first (sending
   * `body`), a 404 with `notFound` that changes nothing of `state`; then an empty body, a 400 on `_id`; then
   * no token, a 401; then `valid`, which deletes the record.
   */
  const deleteRow = (
    path: string,
    spec: {
      body: () => unknown;
      state: () => Promise<unknown>;
      notFound: string;
      /** Deletes the record with `remove`, the first company's DELETE of a body. */
      valid: (remove: (body: unknown) => Promise<Answer>) => Promise<void>;
    },
  ): Row => ({
    method: "DELETE",
    path,
    cases: {
      "other company": async () => {
        const body = await spec.body();
        await foreign(() => api.call("DELETE", path, { token: b, body }), spec.state, spec.notFound)();
      },
      invalid: async () =>
        expectInvalid(await api.call("DELETE", path, { token: a, body: {} }), MESSAGES.idRequired, {
          _id: MESSAGES.idRequired,
        }),
      "no token": noToken("DELETE", path, { _id: "x" }),
      valid: () => spec.valid((body) => api.call("DELETE", path, { token: a, body })),
    },
    order: ["other company", "invalid", "no token", "valid"],
  });

  return {
    api,
    a,
    b,
    tag,
    email: mail,
    fx,
    money: moneyFixtures({ api, a, create, fx }),
    rx: recordFixtures({ api, a, create, fx }),
    signup,
    noToken,
    pdfRow,
    deleteRow,
    foreign,
    materials,
    edgeProfiles,
    customers,
    order,
    invoice,
    latestResetToken,
  };
}

export type ContractContext = Awaited<ReturnType<typeof createContext>>;
