import { STAFF_MESSAGES } from "@kerf/core";
import { expectEqual, expectFailure, expectInvalid, expectOk, fail } from "../harness";
import { type ContractContext, fixture, type Rec, type Row } from "./context";

/** The company's people and roles (issue 27): /staff, /staff/invite, /staff/accept, /staff/signOut, /role. */
export function staffRows({ api, a, b, email, noToken }: ContractContext): Row[] {
  const inviteToken = async (to: string): Promise<string> => {
    for (let tries = 0; tries < 50; tries++) {
      if (tries > 0) await new Promise((r) => setTimeout(r, 100));
      const mails = (await (await fetch(`${api.base}/dev/mail.json`)).json()) as {
        to: string;
        text: string;
      }[];
      const match = mails
        .map((m) => (m.to === to ? /invite\?token=([\w-]+)/.exec(m.text) : null))
        .find(Boolean);
      if (match) return match[1]!;
    }
    return fail(`no invite mail to ${to} in /dev/mail.json`);
  };
  const invite = async () =>
    expectOk(
      await api.call("POST", "/api/staff/invite", {
        token: a,
        body: { email: email("floor"), role: "floor" },
      }),
      201,
    ).data as Rec;
  const accept = async () => {
    const token = await inviteToken(email("floor"));
    return expectOk(
      await api.call("POST", "/api/staff/accept", {
        body: { token, name: "Floor Person", password: "secret123" },
      }),
      201,
    );
  };
  /** A floor person invited and joined, with the session the joining began. */
  const joined = fixture("a person joined", async () => {
    await invite();
    const res = await accept();
    return { token: res.accessToken as string, user: res.user as Rec };
  });
  const person = () => joined.get().user;
  /** A role of the company's own. */
  const role = fixture(
    "the role Cashier",
    async () =>
      expectOk(
        await api.call("POST", "/api/role", {
          token: a,
          body: { name: "Cashier", permissions: ["payments.record"] },
        }),
        201,
      ).data as Rec,
  );
  const staff = async (token: string) =>
    expectOk(await api.call("GET", "/api/staff", { token })).data as Rec[];
  return [
    {
      method: "POST",
      path: "/api/staff/invite",
      cases: {
        valid: async () => {
          const sent = await invite();
          expectEqual([sent.email, sent.role], [email("floor"), "floor"], "the invite's e-mail and role");
        },
        invalid: async () =>
          expectInvalid(
            await api.call("POST", "/api/staff/invite", {
              token: a,
              body: { email: "x@y.in", role: "boss" },
            }),
            STAFF_MESSAGES.roleUnknown,
            { role: STAFF_MESSAGES.roleUnknown },
          ),
        "no token": noToken("POST", "/api/staff/invite", { email: "x@y.in", role: "floor" }),
        more: async () =>
          expectFailure(
            await api.call("POST", "/api/staff/invite", {
              token: a,
              body: { email: email("b"), role: "floor" },
            }),
            409,
            STAFF_MESSAGES.emailElsewhere,
          ),
      },
    },
    {
      method: "POST",
      path: "/api/staff/accept",
      cases: {
        valid: async () => {
          await invite();
          await accept();
        },
        invalid: async () =>
          expectInvalid(
            await api.call("POST", "/api/staff/accept", {
              body: { token: "nope", name: "X", password: "secret123" },
            }),
            STAFF_MESSAGES.inviteInvalid,
            { token: STAFF_MESSAGES.inviteInvalid },
          ),
      },
    },
    {
      method: "GET",
      path: "/api/staff",
      cases: {
        valid: async () =>
          expectEqual(
            (await staff(a)).map((p) => p.role),
            ["owner", "floor"],
            "the company's people by role",
          ),
        "no token": noToken("GET", "/api/staff"),
        more: async () =>
          expectFailure(
            await api.call("GET", "/api/staff", { token: joined.get().token }),
            403,
            "Your role does not allow this: staff.manage",
          ),
      },
      setup: joined,
    },
    {
      method: "PATCH",
      path: "/api/staff",
      cases: {
        valid: async () => {
          const changed = expectOk(
            await api.call("PATCH", "/api/staff", { token: a, body: { id: person()._id, role: "counter" } }),
          ).data as Rec;
          expectEqual(changed.role, "counter", "the new role");
        },
        invalid: async () =>
          expectInvalid(
            await api.call("PATCH", "/api/staff", { token: a, body: { id: person()._id, role: "boss" } }),
            STAFF_MESSAGES.roleUnknown,
            { role: STAFF_MESSAGES.roleUnknown },
          ),
        "no token": noToken("PATCH", "/api/staff", { id: "x" }),
        "other company": async () =>
          expectFailure(
            await api.call("PATCH", "/api/staff", { token: b, body: { id: person()._id, active: false } }),
            404,
            STAFF_MESSAGES.personNotFound,
          ),
      },
      order: ["other company", "invalid", "no token", "valid"],
      setup: joined,
    },
    {
      method: "POST",
      path: "/api/staff/signOut",
      cases: {
        valid: async () =>
          expectEqual(
            expectOk(await api.call("POST", "/api/staff/signOut", { token: a, body: { id: person()._id } }))
              .data,
            { ended: 1 },
            "the sessions ended",
          ),
        "no token": noToken("POST", "/api/staff/signOut", { id: "x" }),
        "other company": async () =>
          expectFailure(
            await api.call("POST", "/api/staff/signOut", { token: b, body: { id: person()._id } }),
            404,
          ),
      },
      order: ["other company", "no token", "valid"],
      setup: joined,
    },
    {
      method: "POST",
      path: "/api/role",
      cases: {
        valid: async () => {
          await role();
        },
        invalid: async () =>
          expectFailure(
            await api.call("POST", "/api/role", {
              token: a,
              body: { name: "X", permissions: ["money.all"] },
            }),
            400,
          ),
        "no token": noToken("POST", "/api/role", { name: "x", permissions: [] }),
      },
    },
    {
      method: "GET",
      path: "/api/role",
      cases: {
        valid: async () => {
          const roles = expectOk(await api.call("GET", "/api/role", { token: a })).data as Rec[];
          expectEqual(
            roles.map((r) => r.name),
            ["Owner", "Manager", "Counter", "Accounts", "Floor", "Cashier"],
            "roles",
          );
        },
        "no token": noToken("GET", "/api/role"),
      },
      setup: role,
    },
    {
      method: "PATCH",
      path: "/api/role",
      cases: {
        valid: async () => {
          const renamed = expectOk(
            await api.call("PATCH", "/api/role", {
              token: a,
              body: { id: role.get()._id, name: "Cash desk" },
            }),
          ).data as Rec;
          expectEqual(renamed.name, "Cash desk", "the new name");
        },
        invalid: async () =>
          expectFailure(
            await api.call("PATCH", "/api/role", { token: a, body: { id: "owner", name: "Boss" } }),
            409,
            STAFF_MESSAGES.builtInReadOnly,
          ),
        "no token": noToken("PATCH", "/api/role", { id: "x" }),
        "other company": async () =>
          expectFailure(
            await api.call("PATCH", "/api/role", {
              token: b,
              body: { id: role.get()._id, name: "Y" },
            }),
            404,
          ),
      },
      order: ["other company", "invalid", "no token", "valid"],
      setup: role,
    },
    {
      method: "DELETE",
      path: "/api/role",
      cases: {
        "other company": async () =>
          expectFailure(
            await api.call("DELETE", "/api/role", {
              token: b,
              body: { id: role.get()._id },
            }),
            404,
          ),
        "no token": noToken("DELETE", "/api/role", { id: "x" }),
        valid: async () => {
          expectOk(
            await api.call("DELETE", "/api/role", {
              token: a,
              body: { id: role.get()._id },
            }),
          );
        },
      },
      order: ["other company", "no token", "valid"],
      setup: role,
    },
  ];
}
