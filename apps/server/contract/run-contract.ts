// The REST contract suite: an outside client of the legacy paths (portal-spec section 7), with nothing but
// `fetch`. It starts the server in a process of its own on a free port with a temporary DATA_DIR, signs up
// two companies and, for every path and method, makes a valid call, an invalid one (400 with the rule's
// message and `errors` by field), one without a token (401) and one with the other company's token on a
// record of the first (404, and nothing changed). Every answer body is checked against the OpenAPI document
// the server serves at /api/openapi.json. Prints a table of path x case and `N passed, M failed`; exits 1 on
// any failure.
//
//   npx tsx contract/run-contract.ts               (from apps/server; part of `npm test`)
//   CONTRACT_URL=http://localhost:3000 npx tsx contract/run-contract.ts   (a server already running, no SMTP_URL)

import { MESSAGES } from "@kerf/core";
import { CLEAR as FIXTURE_CLEAR, LINE } from "../test/order-fixture";
import {
  type Answer,
  Client,
  ContractError,
  check,
  expectEqual,
  expectFailure,
  expectInvalid,
  expectOk,
  fail,
  type Json,
  type Method,
  type OpenApi,
  startServer,
} from "./harness";

type Outcome = "ok" | "FAIL" | "n/a";

const CASES = ["valid", "invalid", "no token", "other company", "more"] as const;
type CaseName = (typeof CASES)[number];

const SESSION_ENDED = "Your session has ended. Please log in again.";
const RUN = Date.now().toString(36);

// ---------------------------------------------------------------------------------------------------------
// The cases

type Case = () => Promise<void>;

interface Row {
  method: Method;
  path: string;
  cases: Partial<Record<CaseName, Case>>;
  /** Which case runs first: a foreign attempt before the valid call that may delete the record. */
  order?: CaseName[];
}

const SIGNUP = {
  companyName: "Contract Glass Works",
  password: "secret123",
  phoneNumber: "9876543210",
  gstNo: "27AAPFU0939F1ZV",
  address: "12 MIDC Road, Pune",
};
// The server recomputes gstCharges: a sent one is ignored.
const CLEAR = { ...FIXTURE_CLEAR, gstCharges: "999.99" };
const email = (who: string) => `contract-${who}-${RUN}@kerf.test`;

interface Rec {
  _id: string;
  [key: string]: unknown;
}

async function buildRows(api: Client): Promise<Row[]> {
  const signup = async (who: string, companyName: string) => {
    const res = expectOk(
      await api.call("POST", "/api/auth/signup", { body: { ...SIGNUP, companyName, email: email(who) } }),
      201,
    );
    return res.accessToken as string;
  };
  // A owns the records; B is the other company; C resets its password; D logs out.
  const a = await signup("a", "Company A Glass");
  const b = await signup("b", "Company B Glass");
  let d = "";

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

  /** The other company's attempt is a 404 that changes nothing of the first's. */
  const foreign =
    (attempt: () => Promise<Answer>, state: () => Promise<unknown>, message?: string): Case =>
    async () => {
      const before = await state();
      expectFailure(await attempt(), 404, message);
      expectEqual(await state(), before, "the first company's record after the other's attempt");
    };

  // Shared state, filled by the cases as they run (rows run in order, their cases in `order`).
  const s = {
    mirror: undefined as Rec | undefined,
    bevel: undefined as Rec | undefined,
    customer: undefined as Rec | undefined,
    spare: undefined as Rec | undefined,
    line: undefined as Rec | undefined,
    spareLine: undefined as Rec | undefined,
    invoice: undefined as Rec | undefined,
    resetToken: "",
  };
  const need = <T>(value: T | undefined, what: string): T =>
    value ?? fail(`${what} was not made by an earlier case`);

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

  const rows: Row[] = [
    // --- auth
    {
      method: "POST",
      path: "/api/auth/signup",
      cases: {
        valid: async () => {
          const res = expectOk(
            await api.call("POST", "/api/auth/signup", { body: { ...SIGNUP, email: email("d") } }),
            201,
          );
          const data = res.data as { accessToken: string; isRegistered: boolean };
          expectEqual(res.accessToken, data.accessToken, "top-level accessToken");
          expectEqual((res.user as Json).email_id, email("d"), "user.email_id");
          d = data.accessToken;
        },
        invalid: async () =>
          expectInvalid(
            await api.call("POST", "/api/auth/signup", {
              body: { ...SIGNUP, email: "not-an-email", phoneNumber: "123" },
            }),
            MESSAGES.emailInvalid,
            { email: MESSAGES.emailInvalid, phoneNumber: MESSAGES.phoneInvalid },
          ),
        more: async () =>
          expectFailure(
            await api.call("POST", "/api/auth/signup", {
              body: { ...SIGNUP, email: email("a").toUpperCase() },
            }),
            409,
          ),
      },
    },
    {
      method: "POST",
      path: "/api/auth/login",
      cases: {
        valid: async () => {
          const res = expectOk(
            await api.call("POST", "/api/auth/login", {
              body: { email: email("a"), password: SIGNUP.password },
            }),
          );
          check(typeof res.accessToken === "string", "accessToken at the top level");
          expectEqual((res.user as Json).company_name, "Company A Glass", "user.company_name");
        },
        invalid: async () =>
          expectInvalid(
            await api.call("POST", "/api/auth/login", { body: { email: "", password: "" } }),
            MESSAGES.emailRequired,
            { email: MESSAGES.emailRequired, password: MESSAGES.passwordRequired },
          ),
        // 10 failures in 15 minutes lock the address: the 11th try is a 429 with Retry-After.
        more: async () => {
          const body = { email: email("locked"), password: "wrong-password" };
          for (let i = 0; i < 10; i++) {
            expectFailure(
              await api.call("POST", "/api/auth/login", { body }),
              401,
              "Invalid email or password",
            );
          }
          const locked = await api.call("POST", "/api/auth/login", { body });
          expectFailure(locked, 429);
          check(Number(locked.headers.get("retry-after")) > 0, "a Retry-After header on the 429");
        },
      },
    },
    {
      method: "GET",
      path: "/api/auth/user",
      cases: {
        valid: async () =>
          expectEqual(
            (expectOk(await api.call("GET", "/api/auth/user", { token: a })).data as Json).email_id,
            email("a"),
            "email_id",
          ),
        "no token": noToken("GET", "/api/auth/user"),
      },
    },
    {
      method: "POST",
      path: "/api/auth/user",
      cases: {
        valid: async () => {
          const me = expectOk(await api.call("GET", "/api/auth/user", { token: a })).data as Json;
          const res = expectOk(
            await api.call("POST", "/api/auth/user", {
              token: a,
              body: { ...me, address: "14 MIDC Road, Pune", email_id: "someone-else@example.com" },
            }),
          );
          expectEqual((res.data as Json).address, "14 MIDC Road, Pune", "address");
          expectEqual((res.data as Json).email_id, email("a"), "email_id (the login never changes here)");
        },
        invalid: async () => {
          const me = expectOk(await api.call("GET", "/api/auth/user", { token: a })).data as Json;
          expectInvalid(
            await api.call("POST", "/api/auth/user", { token: a, body: { ...me, phone_no: "12" } }),
            MESSAGES.phoneInvalid,
            { phone_no: MESSAGES.phoneInvalid },
          );
        },
        "no token": noToken("POST", "/api/auth/user", { company_name: "x" }),
      },
    },
    {
      method: "POST",
      path: "/api/auth/updatePassword",
      cases: {
        valid: async () => {
          expectOk(
            await api.call("POST", "/api/auth/updatePassword", {
              token: a,
              body: { current_password: SIGNUP.password, new_password: "longer-secret" },
            }),
          );
          expectOk(
            await api.call("POST", "/api/auth/login", {
              body: { email: email("a"), password: "longer-secret" },
            }),
          );
        },
        invalid: async () =>
          expectInvalid(
            await api.call("POST", "/api/auth/updatePassword", {
              token: a,
              body: { current_password: SIGNUP.password, new_password: "short" },
            }),
            MESSAGES.passwordMin8,
            { new_password: MESSAGES.passwordMin8 },
          ),
        "no token": noToken("POST", "/api/auth/updatePassword", {
          current_password: SIGNUP.password,
          new_password: "longer-secret",
        }),
      },
    },
    {
      method: "POST",
      path: "/api/auth/verifyEmail",
      cases: {
        valid: async () => {
          await signup("c", "Company C Glass");
          expectOk(await api.call("POST", "/api/auth/verifyEmail", { body: { email: email("c") } }));
          s.resetToken = await latestResetToken(email("c"));
        },
        invalid: async () =>
          expectInvalid(
            await api.call("POST", "/api/auth/verifyEmail", { body: { email: "not-an-email" } }),
            MESSAGES.emailInvalid,
            { email: MESSAGES.emailInvalid },
          ),
      },
    },
    {
      method: "POST",
      path: "/api/auth/verifyToken",
      cases: {
        valid: async () =>
          expectEqual(
            expectOk(
              await api.call("POST", "/api/auth/verifyToken", {
                body: { token: need(s.resetToken, "a reset token") },
              }),
            ).data,
            { valid: true },
            "data",
          ),
        invalid: async () =>
          expectInvalid(
            await api.call("POST", "/api/auth/verifyToken", { body: { token: "" } }),
            MESSAGES.tokenRequired,
            { token: MESSAGES.tokenRequired },
          ),
      },
    },
    {
      method: "POST",
      path: "/api/auth/forgotPassword",
      cases: {
        // Both shapes: {email} asks for the mail, {token, newPassword} resets.
        valid: async () => {
          expectOk(await api.call("POST", "/api/auth/forgotPassword", { body: { email: email("c") } }));
          const token = await latestResetToken(email("c"));
          expectOk(
            await api.call("POST", "/api/auth/forgotPassword", { body: { token, newPassword: "newpass1" } }),
          );
          expectOk(
            await api.call("POST", "/api/auth/login", { body: { email: email("c"), password: "newpass1" } }),
          );
        },
        invalid: async () => {
          expectInvalid(
            await api.call("POST", "/api/auth/forgotPassword", { body: { email: "" } }),
            MESSAGES.emailRequired,
            { email: MESSAGES.emailRequired },
          );
          expectInvalid(
            await api.call("POST", "/api/auth/forgotPassword", {
              body: { token: "anything", newPassword: "123" },
            }),
            MESSAGES.passwordMin6,
            { newPassword: MESSAGES.passwordMin6 },
          );
        },
      },
    },

    // --- settings: materials
    {
      method: "POST",
      path: "/api/setting/material",
      cases: {
        valid: async () => {
          const clear = expectOk(
            await api.call("POST", "/api/setting/material", { token: a, body: CLEAR }),
            201,
          ).data as Json;
          expectEqual(clear.gstCharges, "11.25", "gstCharges (derived, the sent one ignored)");
          s.mirror = expectOk(
            await api.call("POST", "/api/setting/material", {
              token: a,
              body: { ...CLEAR, materialName: "Mirror 4mm", materialRate: "48" },
            }),
            201,
          ).data as Rec;
        },
        invalid: async () =>
          expectInvalid(
            await api.call("POST", "/api/setting/material", {
              token: a,
              body: {
                materialName: "",
                materialRate: "",
                cuttingRate: "",
                materialGst: "101",
                materialWastage: "",
              },
            }),
            MESSAGES.materialNameRequired,
            {
              materialName: MESSAGES.materialNameRequired,
              materialRate: MESSAGES.materialRateRequired,
              cuttingRate: MESSAGES.cuttingRateRequired,
              materialGst: MESSAGES.percentMax,
              materialWastage: MESSAGES.materialWastageRequired,
            },
          ),
        "no token": noToken("POST", "/api/setting/material", CLEAR),
        more: async () =>
          expectFailure(
            await api.call("POST", "/api/setting/material", {
              token: a,
              body: { ...CLEAR, materialName: "clear 5MM" },
            }),
            409,
            'A material named "clear 5MM" already exists',
          ),
      },
      order: ["invalid", "no token", "valid", "more"],
    },
    {
      method: "GET",
      path: "/api/setting/material",
      cases: {
        valid: async () =>
          expectEqual(
            (await materials(a)).map((m) => m.materialName),
            ["Clear 5mm", "Mirror 4mm"],
            "the material names",
          ),
        "no token": noToken("GET", "/api/setting/material"),
      },
    },
    {
      method: "PATCH",
      path: "/api/setting/material",
      cases: {
        "other company": foreign(
          () =>
            api.call("PATCH", "/api/setting/material", {
              token: b,
              body: { ...need(s.mirror, "Mirror 4mm"), materialRate: "1" },
            }),
          () => materials(a),
          "Material not found",
        ),
        invalid: async () =>
          expectInvalid(
            await api.call("PATCH", "/api/setting/material", {
              token: a,
              body: { ...need(s.mirror, "Mirror 4mm"), materialGst: "101" },
            }),
            MESSAGES.percentMax,
            { materialGst: MESSAGES.percentMax },
          ),
        "no token": noToken("PATCH", "/api/setting/material", { ...CLEAR, _id: "x" }),
        valid: async () => {
          const list = expectOk(
            await api.call("PATCH", "/api/setting/material", {
              token: a,
              body: { ...need(s.mirror, "Mirror 4mm"), materialRate: "50", materialGst: "28" },
            }),
          ).data as Rec[];
          const mirror = list.find((m) => m._id === s.mirror!._id);
          expectEqual(
            [mirror?.materialRate, mirror?.gstCharges],
            ["50.00", "14.00"],
            "the updated rate and gstCharges",
          );
        },
      },
      order: ["other company", "invalid", "no token", "valid"],
    },
    {
      method: "DELETE",
      path: "/api/setting/material",
      cases: {
        "other company": foreign(
          () =>
            api.call("DELETE", "/api/setting/material", {
              token: b,
              body: { _id: need(s.mirror, "Mirror 4mm")._id },
            }),
          () => materials(a),
          "Material not found",
        ),
        invalid: async () =>
          expectInvalid(
            await api.call("DELETE", "/api/setting/material", { token: a, body: {} }),
            MESSAGES.idRequired,
            {
              _id: MESSAGES.idRequired,
            },
          ),
        "no token": noToken("DELETE", "/api/setting/material", { _id: "x" }),
        valid: async () => {
          const list = expectOk(
            await api.call("DELETE", "/api/setting/material", {
              token: a,
              body: need(s.mirror, "Mirror 4mm"),
            }),
          ).data as Rec[];
          expectEqual(
            list.map((m) => m.materialName),
            ["Clear 5mm"],
            "the list after the delete",
          );
        },
      },
      order: ["other company", "invalid", "no token", "valid"],
    },

    // --- settings: edge profiles and selections
    {
      method: "POST",
      path: "/api/setting/edgeProfile",
      cases: {
        valid: async () => {
          const flat = expectOk(
            await api.call("POST", "/api/setting/edgeProfile", {
              token: a,
              body: {
                edgeProfileName: "edgeProfile1",
                saveAsEdgeProfile: "byName",
                customEdgeProfileName: "Flat Polish",
                edgeProfileRate: "18",
              },
            }),
            201,
          ).data as Json;
          expectEqual(
            [flat.value, flat.edgeProfileRate],
            ["Flat Polish", "18.00"],
            "the profile's name and rate",
          );
          s.bevel = expectOk(
            await api.call("POST", "/api/setting/edgeProfile", {
              token: a,
              body: {
                edgeProfileName: "edgeProfile2",
                saveAsEdgeProfile: "byName",
                customEdgeProfileName: "Bevel 10mm",
                edgeProfileRate: "42.5",
              },
            }),
            201,
          ).data as Rec;
        },
        invalid: async () =>
          expectInvalid(
            await api.call("POST", "/api/setting/edgeProfile", {
              token: a,
              body: {
                edgeProfileName: "edgeProfile1",
                saveAsEdgeProfile: "byDefault",
                edgeProfileRate: "-2",
              },
            }),
            MESSAGES.rateNotPositive,
            { edgeProfileRate: MESSAGES.rateNotPositive },
          ),
        "no token": noToken("POST", "/api/setting/edgeProfile", { edgeProfileName: "edgeProfile1" }),
        more: async () =>
          expectFailure(
            await api.call("POST", "/api/setting/edgeProfile", {
              token: a,
              body: {
                edgeProfileName: "edgeProfile3",
                saveAsEdgeProfile: "byName",
                customEdgeProfileName: "Flat Polish",
                edgeProfileRate: "20",
              },
            }),
            409,
          ),
      },
      order: ["invalid", "no token", "valid", "more"],
    },
    {
      method: "GET",
      path: "/api/setting/edgeProfile",
      cases: {
        valid: async () => {
          const data = expectOk(await api.call("GET", "/api/setting/edgeProfile", { token: a })).data as {
            edgeProfileOption: Rec[];
            edgeSelectionOption: Rec[];
          };
          expectEqual(
            data.edgeProfileOption.map((p) => p.value),
            ["Flat Polish", "Bevel 10mm"],
            "the profiles",
          );
          expectEqual(data.edgeSelectionOption.length, 9, "the number of edge selections");
        },
        "no token": noToken("GET", "/api/setting/edgeProfile"),
      },
    },
    {
      method: "PATCH",
      path: "/api/setting/edgeProfile",
      cases: {
        "other company": foreign(
          () =>
            api.call("PATCH", "/api/setting/edgeProfile", {
              token: b,
              body: {
                _id: need(s.bevel, "Bevel 10mm")._id,
                edgeProfileName: "edgeProfile2",
                saveAsEdgeProfile: "byName",
                customEdgeProfileName: "Taken over",
                edgeProfileRate: "1",
              },
            }),
          () => edgeProfiles(a),
          "Edge profile not found",
        ),
        invalid: async () =>
          expectInvalid(
            await api.call("PATCH", "/api/setting/edgeProfile", {
              token: a,
              body: {
                _id: need(s.bevel, "Bevel 10mm")._id,
                edgeProfileName: "edgeProfile2",
                saveAsEdgeProfile: "byName",
                customEdgeProfileName: "Bevel 10mm",
                edgeProfileRate: "abc",
              },
            }),
            MESSAGES.rateNotNumber,
            { edgeProfileRate: MESSAGES.rateNotNumber },
          ),
        "no token": noToken("PATCH", "/api/setting/edgeProfile", { _id: "x" }),
        valid: async () => {
          const list = expectOk(
            await api.call("PATCH", "/api/setting/edgeProfile", {
              token: a,
              body: {
                _id: need(s.bevel, "Bevel 10mm")._id,
                edgeProfileName: "edgeProfile2",
                saveAsEdgeProfile: "byName",
                customEdgeProfileName: "Bevel 10mm",
                edgeProfileRate: "45",
              },
            }),
          ).data as Rec[];
          expectEqual(list.find((p) => p._id === s.bevel!._id)?.edgeProfileRate, "45.00", "the new rate");
        },
      },
      order: ["other company", "invalid", "no token", "valid"],
    },
    {
      method: "DELETE",
      path: "/api/setting/edgeProfile",
      cases: {
        "other company": foreign(
          () =>
            api.call("DELETE", "/api/setting/edgeProfile", {
              token: b,
              body: { _id: need(s.bevel, "Bevel 10mm")._id },
            }),
          () => edgeProfiles(a),
          "Edge profile not found",
        ),
        invalid: async () =>
          expectInvalid(
            await api.call("DELETE", "/api/setting/edgeProfile", { token: a, body: {} }),
            MESSAGES.idRequired,
            {
              _id: MESSAGES.idRequired,
            },
          ),
        "no token": noToken("DELETE", "/api/setting/edgeProfile", { _id: "x" }),
        valid: async () => {
          const list = expectOk(
            await api.call("DELETE", "/api/setting/edgeProfile", {
              token: a,
              body: { _id: need(s.bevel, "Bevel 10mm")._id },
            }),
          ).data as Rec[];
          expectEqual(
            list.map((p) => p.value),
            ["Flat Polish"],
            "the profiles after the delete",
          );
        },
      },
      order: ["other company", "invalid", "no token", "valid"],
    },
    {
      method: "GET",
      path: "/api/setting/edgeSelection",
      cases: {
        valid: async () => {
          const list = expectOk(await api.call("GET", "/api/setting/edgeSelection", { token: a }))
            .data as Rec[];
          expectEqual(
            list.map((e) => e.value),
            [1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `edgeSelection${n}`),
            "the nine values",
          );
        },
        "no token": noToken("GET", "/api/setting/edgeSelection"),
      },
    },
    ...(["POST", "PATCH"] as const).map(
      (method): Row => ({
        method,
        path: "/api/setting/edgeSelection",
        cases: {
          valid: async () => {
            const label = `All four (${method})`;
            const list = expectOk(
              await api.call(method, "/api/setting/edgeSelection", {
                token: a,
                body: { value: "edgeSelection8", label },
              }),
            ).data as Rec[];
            expectEqual([list[7]?.label, list[7]?.lengths, list[7]?.widths], [label, 2, 2], "edgeSelection8");
            const other = expectOk(await api.call("GET", "/api/setting/edgeSelection", { token: b }))
              .data as Rec[];
            expectEqual(other[7]?.label, "Edge 8", "the other company's edgeSelection8");
          },
          invalid: async () => {
            expectInvalid(
              await api.call(method, "/api/setting/edgeSelection", {
                token: a,
                body: { value: "edgeSelection8", label: " " },
              }),
              MESSAGES.labelRequired,
              { label: MESSAGES.labelRequired },
            );
            expectInvalid(
              await api.call(method, "/api/setting/edgeSelection", {
                token: a,
                body: { value: "edgeSelection99", label: "x" },
              }),
              MESSAGES.edgeSelectionInvalid,
              { value: MESSAGES.edgeSelectionInvalid },
            );
          },
          "no token": noToken(method, "/api/setting/edgeSelection", { value: "edgeSelection8", label: "x" }),
        },
      }),
    ),

    // --- settings: general
    {
      method: "GET",
      path: "/api/setting/general",
      cases: {
        valid: async () => {
          const data = expectOk(await api.call("GET", "/api/setting/general", { token: a })).data as Json;
          expectEqual(
            data.pricingSettings,
            { unit: "inch", roundingStep: "1", minAreaPerPiece: "0" },
            "the defaults",
          );
        },
        "no token": noToken("GET", "/api/setting/general"),
      },
    },
    ...(["POST", "PATCH"] as const).map(
      (method): Row => ({
        method,
        path: "/api/setting/general",
        cases: {
          valid: async () => {
            const current = expectOk(await api.call("GET", "/api/setting/general", { token: a }))
              .data as Json;
            const saved = expectOk(
              await api.call(method, "/api/setting/general", {
                token: a,
                body: { ...current, dateFormat: method === "POST" ? "YYYY-MM-DD" : "DD-MM-YYYY" },
              }),
            ).data as Json;
            expectEqual(saved.dateFormat, method === "POST" ? "YYYY-MM-DD" : "DD-MM-YYYY", "dateFormat");
          },
          invalid: async () => {
            const current = expectOk(await api.call("GET", "/api/setting/general", { token: a })).data as {
              commonSetting: Json;
              pricingSettings: Json;
            };
            if (method === "POST") {
              expectInvalid(
                await api.call(method, "/api/setting/general", {
                  token: a,
                  body: { ...current, commonSetting: { ...current.commonSetting, cuttingRateType: null } },
                }),
                MESSAGES.cuttingRateTypeRequired,
                { "commonSetting.cuttingRateType": MESSAGES.cuttingRateTypeRequired },
              );
            } else {
              expectInvalid(
                await api.call(method, "/api/setting/general", {
                  token: a,
                  body: { ...current, pricingSettings: { ...current.pricingSettings, unit: "cm" } },
                }),
                MESSAGES.unitInvalid,
                { "pricingSettings.unit": MESSAGES.unitInvalid },
              );
            }
          },
          "no token": noToken(method, "/api/setting/general", {}),
        },
      }),
    ),
    {
      method: "DELETE",
      path: "/api/setting/general",
      cases: {
        valid: async () => {
          const data = expectOk(await api.call("DELETE", "/api/setting/general", { token: a })).data as Json;
          expectEqual(data.dateFormat, "DD-MM-YYYY", "dateFormat after the reset");
        },
        "no token": noToken("DELETE", "/api/setting/general"),
      },
    },

    // --- customers (/draft)
    {
      method: "POST",
      path: "/api/draft",
      cases: {
        valid: async () => {
          const body = { customerName: "Mehta Interiors", phoneNo: "9876543210", date: "2026-11-21" };
          s.customer = expectOk(await api.call("POST", "/api/draft", { token: a, body }), 201).data as Rec;
          expectEqual(s.customer.customerName, "Mehta Interiors", "customerName");
          s.spare = expectOk(
            await api.call("POST", "/api/draft", {
              token: a,
              body: { ...body, customerName: "Spare Customer" },
            }),
            201,
          ).data as Rec;
        },
        invalid: async () =>
          expectInvalid(
            await api.call("POST", "/api/draft", {
              token: a,
              body: { customerName: "", phoneNo: "98765", date: "2026-11-21" },
            }),
            MESSAGES.customerNameRequired,
            { customerName: MESSAGES.customerNameRequired, phoneNo: MESSAGES.phoneInvalid },
          ),
        "no token": noToken("POST", "/api/draft", {
          customerName: "x",
          phoneNo: "9876543210",
          date: "2026-11-21",
        }),
      },
    },
    {
      method: "GET",
      path: "/api/draft",
      cases: {
        valid: async () => {
          const res = expectOk(await api.call("GET", "/api/draft", { token: a, query: { page: "1" } }));
          expectEqual([res.total, res.page, res.pageSize], [2, 1, 10], "total, page, pageSize");
          expectEqual(
            (res.data as Rec[]).map((c) => c.customerName),
            ["Spare Customer", "Mehta Interiors"],
            "the customers, newest first",
          );
        },
        invalid: async () =>
          expectInvalid(
            await api.call("GET", "/api/draft", { token: a, query: { page: "0" } }),
            MESSAGES.pageInvalid,
            { page: MESSAGES.pageInvalid },
          ),
        "no token": noToken("GET", "/api/draft"),
      },
    },

    // --- order lines (/draft/material)
    {
      method: "POST",
      path: "/api/draft/material",
      cases: {
        "other company": foreign(
          () =>
            api.call("POST", "/api/draft/material", {
              token: b,
              body: { draftId: need(s.customer, "the customer")._id, ...LINE },
            }),
          () => order(a, need(s.customer, "the customer")._id),
          "Customer not found",
        ),
        invalid: async () =>
          expectInvalid(
            await api.call("POST", "/api/draft/material", {
              token: a,
              body: { draftId: need(s.customer, "the customer")._id, ...LINE, quantity: 0 },
            }),
            MESSAGES.quantityBelowOne,
            { quantity: MESSAGES.quantityBelowOne },
          ),
        "no token": noToken("POST", "/api/draft/material", { draftId: "x", ...LINE }),
        valid: async () => {
          const line = expectOk(
            await api.call("POST", "/api/draft/material", {
              token: a,
              body: { draftId: need(s.customer, "the customer")._id, ...LINE, total: "1.00", rate: "0.01" },
            }),
            201,
          ).data as Rec;
          // The server prices the line itself: figures sent by a client are ignored.
          expectEqual([line.area, line.rate, line.total], ["4.00", "62.50", "325.75"], "the line's figures");
          s.line = line;
          s.spareLine = expectOk(
            await api.call("POST", "/api/draft/material", {
              token: a,
              body: { draftId: need(s.customer, "the customer")._id, ...LINE, quantity: 3 },
            }),
            201,
          ).data as Rec;
          expectOk(
            await api.call("POST", "/api/draft/material", {
              token: a,
              body: { draftId: need(s.spare, "the spare customer")._id, ...LINE },
            }),
            201,
          );
        },
      },
      order: ["other company", "invalid", "no token", "valid"],
    },
    {
      method: "GET",
      path: "/api/draft/material",
      cases: {
        valid: async () => {
          const data = await order(a, need(s.customer, "the customer")._id);
          expectEqual(
            data.lines.map((l) => l.quantity),
            [2, 3],
            "the quantities of the lines",
          );
          // The totals are the server's sums of its own line figures.
          const cents = (text: unknown) => Math.round(Number(text) * 100);
          expectEqual(
            data.lines.reduce((sum, l) => sum + cents(l.total), 0),
            cents(data.totals.grandTotal),
            "the grand total as the sum of the line totals (in paise)",
          );
        },
        invalid: async () =>
          expectInvalid(
            await api.call("GET", "/api/draft/material", { token: a }),
            MESSAGES.draftIdRequired,
            { draftId: MESSAGES.draftIdRequired },
          ),
        "no token": noToken("GET", "/api/draft/material", undefined, { draftId: "x" }),
        "other company": foreign(
          () =>
            api.call("GET", "/api/draft/material", {
              token: b,
              query: { draftId: need(s.customer, "the customer")._id },
            }),
          () => order(a, need(s.customer, "the customer")._id),
          "Customer not found",
        ),
      },
    },
    {
      method: "PATCH",
      path: "/api/draft/material",
      cases: {
        "other company": foreign(
          async () => {
            // A line the other company could price itself (its own "Clear 5mm"): only the owner differs.
            const own = await api.call("POST", "/api/setting/material", { token: b, body: CLEAR });
            check(own.status === 201 || own.status === 409, `the other company's material: ${own.status}`);
            return api.call("PATCH", "/api/draft/material", {
              token: b,
              body: { ...LINE, _id: need(s.line, "the line")._id, quantity: 9 },
            });
          },
          () => order(a, need(s.customer, "the customer")._id),
          "Line not found",
        ),
        invalid: async () =>
          expectInvalid(
            await api.call("PATCH", "/api/draft/material", {
              token: a,
              body: { ...LINE, _id: need(s.line, "the line")._id, widthForDisplay: "" },
            }),
            MESSAGES.required,
            { widthForDisplay: MESSAGES.required },
          ),
        "no token": noToken("PATCH", "/api/draft/material", { ...LINE, _id: "x" }),
        valid: async () => {
          const line = expectOk(
            await api.call("PATCH", "/api/draft/material", {
              token: a,
              body: { ...LINE, _id: need(s.line, "the line")._id, quantity: 4 },
            }),
          ).data as Json;
          expectEqual([line.quantity, line.area], [4, "8.00"], "the changed line");
        },
      },
      order: ["other company", "invalid", "no token", "valid"],
    },
    {
      method: "DELETE",
      path: "/api/draft/material",
      cases: {
        "other company": foreign(
          () =>
            api.call("DELETE", "/api/draft/material", {
              token: b,
              body: { _id: need(s.spareLine, "the second line")._id },
            }),
          () => order(a, need(s.customer, "the customer")._id),
          "Line not found",
        ),
        invalid: async () =>
          expectInvalid(
            await api.call("DELETE", "/api/draft/material", { token: a, body: {} }),
            MESSAGES.idRequired,
            {
              _id: MESSAGES.idRequired,
            },
          ),
        "no token": noToken("DELETE", "/api/draft/material", { _id: "x" }),
        valid: async () => {
          expectOk(
            await api.call("DELETE", "/api/draft/material", {
              token: a,
              body: { _id: need(s.spareLine, "the second line")._id },
            }),
          );
          expectEqual(
            (await order(a, need(s.customer, "the customer")._id)).lines.map((l) => l._id),
            [need(s.line, "the line")._id],
            "the lines after the delete",
          );
        },
      },
      order: ["other company", "invalid", "no token", "valid"],
    },
    {
      method: "DELETE",
      path: "/api/draft/material/all",
      cases: {
        "other company": foreign(
          () =>
            api.call("DELETE", "/api/draft/material/all", {
              token: b,
              query: { draftId: need(s.spare, "the spare customer")._id },
            }),
          () => order(a, need(s.spare, "the spare customer")._id),
          "Customer not found",
        ),
        invalid: async () =>
          expectInvalid(
            await api.call("DELETE", "/api/draft/material/all", { token: a }),
            MESSAGES.draftIdRequired,
            { draftId: MESSAGES.draftIdRequired },
          ),
        "no token": noToken("DELETE", "/api/draft/material/all", undefined, { draftId: "x" }),
        valid: async () =>
          expectEqual(
            expectOk(
              await api.call("DELETE", "/api/draft/material/all", {
                token: a,
                query: { draftId: need(s.spare, "the spare customer")._id },
              }),
            ).data,
            { deleted: 1 },
            "data",
          ),
      },
      order: ["other company", "invalid", "no token", "valid"],
    },

    // --- invoices (/draft/invoice)
    {
      method: "POST",
      path: "/api/draft/invoice",
      cases: {
        "other company": foreign(
          () =>
            api.call("POST", "/api/draft/invoice", {
              token: b,
              body: { draftId: need(s.customer, "the customer")._id, date: "2026-11-21" },
            }),
          async () => expectOk(await api.call("GET", "/api/draft/invoice", { token: a })).total,
          "Customer not found",
        ),
        invalid: async () =>
          expectInvalid(
            await api.call("POST", "/api/draft/invoice", { token: a, body: {} }),
            MESSAGES.draftIdRequired,
            { draftId: MESSAGES.draftIdRequired },
          ),
        "no token": noToken("POST", "/api/draft/invoice", { draftId: "x" }),
        valid: async () => {
          const customerId = need(s.customer, "the customer")._id;
          await api.trpc("orders.saveHeader", a, {
            customerId,
            header: {
              customer_name: "Mehta Interiors",
              date: "2026-11-21",
              billing_address: "4 Park Street, Pune",
              shipping_address: "Site 9, Baner, Pune",
            },
          });
          const { totals } = await order(a, customerId);
          s.invoice = expectOk(
            await api.call("POST", "/api/draft/invoice", {
              token: a,
              body: { draftId: customerId, date: "2026-11-21" },
            }),
            201,
          ).data as Rec;
          expectEqual(
            [s.invoice.number, s.invoice.status, s.invoice.payable],
            ["INV/26-27/0001", "issued", totals.payable],
            "number, status, payable (the order's)",
          );
        },
      },
      order: ["other company", "invalid", "no token", "valid"],
    },
    {
      method: "GET",
      path: "/api/draft/invoice",
      cases: {
        valid: async () => {
          const list = expectOk(
            await api.call("GET", "/api/draft/invoice", { token: a, query: { page: "1" } }),
          );
          expectEqual(
            (list.data as Rec[]).map((i) => i.number),
            ["INV/26-27/0001"],
            "the invoice numbers",
          );
          const one = await invoice(a, need(s.invoice, "the invoice")._id);
          expectEqual(one.number, "INV/26-27/0001", "the invoice by id");
        },
        invalid: async () =>
          expectInvalid(
            await api.call("GET", "/api/draft/invoice", { token: a, query: { page: "0" } }),
            MESSAGES.pageInvalid,
            { page: MESSAGES.pageInvalid },
          ),
        "no token": noToken("GET", "/api/draft/invoice"),
        "other company": foreign(
          () =>
            api.call("GET", "/api/draft/invoice", {
              token: b,
              query: { id: need(s.invoice, "the invoice")._id },
            }),
          () => invoice(a, need(s.invoice, "the invoice")._id),
          "Invoice not found",
        ),
      },
    },
    {
      method: "PATCH",
      path: "/api/draft/invoice",
      cases: {
        "other company": foreign(
          () =>
            api.call("PATCH", "/api/draft/invoice", {
              token: b,
              body: { _id: need(s.invoice, "the invoice")._id, customer_name: "Taken over" },
            }),
          () => invoice(a, need(s.invoice, "the invoice")._id),
          "Invoice not found",
        ),
        invalid: async () =>
          expectInvalid(
            await api.call("PATCH", "/api/draft/invoice", {
              token: a,
              body: { _id: need(s.invoice, "the invoice")._id, customer_name: "" },
            }),
            MESSAGES.customerNameRequired,
            { customer_name: MESSAGES.customerNameRequired },
          ),
        "no token": noToken("PATCH", "/api/draft/invoice", { _id: "x", customer_name: "x" }),
        valid: async () => {
          const updated = expectOk(
            await api.call("PATCH", "/api/draft/invoice", {
              token: a,
              body: {
                _id: need(s.invoice, "the invoice")._id,
                header: { customer_name: "Mehta Interiors Pvt" },
              },
            }),
          ).data as Rec & { snapshot: { header: Json } };
          expectEqual(updated.snapshot.header.customer_name, "Mehta Interiors Pvt", "the corrected name");
          expectEqual(updated.number, "INV/26-27/0001", "the number");
        },
      },
      order: ["other company", "invalid", "no token", "valid"],
    },
    {
      method: "DELETE",
      path: "/api/draft/invoice",
      cases: {
        "other company": foreign(
          () =>
            api.call("DELETE", "/api/draft/invoice", {
              token: b,
              body: { _id: need(s.invoice, "the invoice")._id },
            }),
          () => invoice(a, need(s.invoice, "the invoice")._id),
          "Invoice not found",
        ),
        invalid: async () =>
          expectInvalid(
            await api.call("DELETE", "/api/draft/invoice", { token: a, body: {} }),
            MESSAGES.idRequired,
            {
              _id: MESSAGES.idRequired,
            },
          ),
        "no token": noToken("DELETE", "/api/draft/invoice", { _id: "x" }),
        valid: async () => {
          const cancelled = expectOk(
            await api.call("DELETE", "/api/draft/invoice", {
              token: a,
              body: { _id: need(s.invoice, "the invoice")._id },
            }),
          ).data as Json;
          expectEqual(
            [cancelled.status, cancelled.number],
            ["cancelled", "INV/26-27/0001"],
            "status and number",
          );
        },
      },
      order: ["other company", "invalid", "no token", "valid"],
    },

    // --- customers: delete, once the orders are done with
    {
      method: "DELETE",
      path: "/api/draft",
      cases: {
        "other company": foreign(
          () => api.call("DELETE", "/api/draft", { token: b, body: need(s.spare, "the spare customer") }),
          () => customers(a),
          "Customer not found",
        ),
        invalid: async () =>
          expectInvalid(await api.call("DELETE", "/api/draft", { token: a, body: {} }), MESSAGES.idRequired, {
            _id: MESSAGES.idRequired,
          }),
        "no token": noToken("DELETE", "/api/draft", { _id: "x" }),
        valid: async () => {
          expectOk(
            await api.call("DELETE", "/api/draft", { token: a, body: need(s.spare, "the spare customer") }),
          );
          expectEqual(
            (await customers(a)).map((c) => c.customerName),
            ["Mehta Interiors"],
            "the customers after the delete",
          );
        },
      },
      order: ["other company", "invalid", "no token", "valid"],
    },

    // --- last: logout (company D's session)
    {
      method: "POST",
      path: "/api/auth/logout",
      cases: {
        "no token": noToken("POST", "/api/auth/logout"),
        valid: async () => {
          const token = d || fail("company D was not signed up");
          expectOk(await api.call("POST", "/api/auth/logout", { token }));
          expectFailure(await api.call("GET", "/api/auth/user", { token }), 401, SESSION_ENDED);
        },
      },
      order: ["no token", "valid"],
    },
  ];
  return rows;
}

// ---------------------------------------------------------------------------------------------------------
// The run

interface Result {
  method: Method;
  path: string;
  outcomes: Record<CaseName, Outcome>;
}

function printTable(results: Result[]) {
  const header = ["path", ...CASES];
  const lines = results.map((r) => [
    `${r.method} ${r.path.replace(/^\/api/, "")}`,
    ...CASES.map((c) => r.outcomes[c]),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join("  ")
      .trimEnd();
  console.log(format(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const line of lines) console.log(format(line));
}

async function main(): Promise<number> {
  const started = Date.now();
  const external = process.env.CONTRACT_URL?.replace(/\/$/, "");
  const server = external ? { url: external, stop: async () => {} } : await startServer();
  const ready = Date.now();
  try {
    const docRes = await fetch(`${server.url}/api/openapi.json`);
    if (docRes.status !== 200) throw new Error(`GET /api/openapi.json answered ${docRes.status}`);
    const doc = (await docRes.json()) as OpenApi;
    const api = new Client(server.url, doc);

    const failures: string[] = [];
    const results: Result[] = [];
    let rows: Row[];
    try {
      rows = await buildRows(api);
    } catch (error) {
      console.error(`The setup failed: ${(error as Error).message}`);
      console.log("0 passed, 1 failed");
      return 1;
    }

    for (const row of rows) {
      const outcomes = Object.fromEntries(CASES.map((c) => [c, "n/a"])) as Record<CaseName, Outcome>;
      const order = [...(row.order ?? []), ...CASES.filter((c) => !row.order?.includes(c))];
      for (const name of order) {
        const run = row.cases[name];
        if (!run) continue;
        try {
          await run();
          outcomes[name] = "ok";
        } catch (error) {
          outcomes[name] = "FAIL";
          const message =
            error instanceof ContractError ? error.message : String((error as Error).stack ?? error);
          failures.push(`${row.method} ${row.path} [${name}]: ${message}`);
        }
      }
      results.push({ method: row.method, path: row.path, outcomes });
    }

    // Every path and method of the document has its row, and every row is in the document.
    const covered = new Set(results.map((r) => `${r.method} ${r.path}`));
    for (const [p, methods] of Object.entries(doc.paths)) {
      for (const method of Object.keys(methods)) {
        const key = `${method.toUpperCase()} ${p}`;
        if (!covered.has(key)) {
          failures.push(`${key}: in the OpenAPI document but no contract cases`);
          results.push({
            method: method.toUpperCase() as Method,
            path: p,
            outcomes: {
              valid: "FAIL",
              invalid: "n/a",
              "no token": "n/a",
              "other company": "n/a",
              more: "n/a",
            },
          });
        }
      }
    }

    // Authenticated paths must each have a no-token case, public ones none.
    for (const r of results) {
      const operation = doc.paths[r.path]?.[r.method.toLowerCase()];
      const needsToken = (operation?.security?.length ?? 0) > 0;
      if (needsToken && r.outcomes["no token"] === "n/a") {
        failures.push(`${r.method} ${r.path}: needs a token but has no no-token case`);
        r.outcomes["no token"] = "FAIL";
      }
    }

    printTable(results);
    const all = results.flatMap((r) => CASES.map((c) => r.outcomes[c]));
    const passed = all.filter((o) => o === "ok").length;
    const failed = all.filter((o) => o === "FAIL").length;
    if (failures.length) {
      console.log("\nFailures:");
      for (const f of failures) console.log(`  - ${f}`);
    }
    console.log(
      `\n${results.length} path+method rows, ${api.calls} calls, every answer checked against /api/openapi.json; server up in ${((ready - started) / 1000).toFixed(1)} s, cases in ${((Date.now() - ready) / 1000).toFixed(1)} s`,
    );
    console.log(`${passed} passed, ${failed} failed`);
    return failed > 0 ? 1 : 0;
  } finally {
    await server.stop();
  }
}

process.exitCode = await main().catch((error: unknown) => {
  console.error(error);
  console.log("0 passed, 1 failed");
  return 1;
});
