import { ROLE_PERMISSIONS, STAFF_MESSAGES } from "@kerf/core";
import { describe, expect, it } from "vitest";
import { ACCOUNT_DEACTIVATED } from "../src/services/auth/accounts";
import { SESSION_ENDED_MESSAGE } from "../src/services/auth/sessions";
import { rest, signupCompany } from "./clients";
import { useListeningApp } from "./listening-app";
import { addPerson, inviteTokenFor } from "./team";

// issue 27 point 1: invites by e-mail, roles, deactivation, signing out everywhere, at least one Owner.

describe("staff", () => {
  const s = useListeningApp();
  const db = () => s.t.testDb.db;
  const call = (...a: Parameters<typeof rest> extends [unknown, ...infer R] ? R : never) =>
    rest(s.t.app, ...a);

  it("invites by e-mail (hashed, 7 days, once), joins with a name and password, lists with role and last sign-in", async () => {
    const { accessToken: owner } = await signupCompany(s.t.app, { email: "owner@one.in" });
    const invited = await call("POST", "/staff/invite", { email: "Ravi@One.in", role: "counter" }, owner);
    expect(invited.status).toBe(201);
    expect(invited.body.data).toMatchObject({ email: "ravi@one.in", role: "counter", roleName: "Counter" });
    const days = (Date.parse(invited.body.data.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    const token = await inviteTokenFor(db(), "ravi@one.in");
    // Only a hash of the token is stored.
    const stored = await db().selectFrom("staffInvites").select("tokenHash").execute();
    expect(stored.map((r) => r.tokenHash.toString("base64url"))).not.toContain(token);

    const joined = await call("POST", "/staff/accept", { token, name: "Ravi Kumar", password: "secret123" });
    expect(joined.status).toBe(201);
    expect(joined.body.user.person).toEqual({
      name: "Ravi Kumar",
      email: "ravi@one.in",
      role: "counter",
      roleName: "Counter",
      permissions: [...ROLE_PERMISSIONS.counter],
    });
    const again = await call("POST", "/staff/accept", { token, name: "Someone", password: "secret123" });
    expect(again).toMatchObject({ status: 400, body: { message: STAFF_MESSAGES.inviteInvalid } });

    const me = await call("GET", "/auth/user", undefined, joined.body.accessToken);
    expect(me.body.data.person.permissions).toEqual([...ROLE_PERMISSIONS.counter]);
    const list = await call("GET", "/staff", undefined, owner);
    expect(list.body.data.map((p: { email: string; role: string }) => [p.email, p.role])).toEqual([
      ["owner@one.in", "owner"],
      ["ravi@one.in", "counter"],
    ]);
    expect(list.body.data[1].lastSignInAt).not.toBeNull();
    // 409 for an address with an account here; a Counter may not invite.
    expect(await call("POST", "/staff/invite", { email: "ravi@one.in", role: "floor" }, owner)).toMatchObject(
      {
        status: 409,
        body: { message: STAFF_MESSAGES.emailHasAccount },
      },
    );
    expect(
      await call("POST", "/staff/invite", { email: "x@one.in", role: "floor" }, joined.body.accessToken),
    ).toMatchObject({ status: 403, body: { message: "Your role does not allow this: staff.manage" } });
  });

  it("refuses an expired invite", async () => {
    const { accessToken: owner } = await signupCompany(s.t.app, { email: "owner@two.in" });
    await call("POST", "/staff/invite", { email: "late@two.in", role: "floor" }, owner);
    const token = await inviteTokenFor(db(), "late@two.in");
    await db()
      .updateTable("staffInvites")
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .execute();
    expect(await call("POST", "/staff/accept", { token, name: "Late", password: "secret123" })).toMatchObject(
      {
        status: 400,
        body: { message: STAFF_MESSAGES.inviteExpired },
      },
    );
  });

  it("applies a role change at once, deactivates (sessions end, login refused), reactivates, keeps an Owner", async () => {
    const { accessToken: owner, user } = await signupCompany(s.t.app, { email: "owner@three.in" });
    const floor = await addPerson(s.t.app, db(), owner, "floor", "cutter@three.in");
    expect((await call("GET", "/receivables", undefined, floor.token)).status).toBe(403);
    // A role change reaches the open session on its next request.
    expect((await call("PATCH", "/staff", { id: floor.id, role: "accounts" }, owner)).status).toBe(200);
    expect((await call("GET", "/receivables", undefined, floor.token)).status).toBe(200);

    const off = await call("PATCH", "/staff", { id: floor.id, active: false }, owner);
    expect(off.body.data).toMatchObject({ active: false, role: "accounts" });
    expect(await call("GET", "/receivables", undefined, floor.token)).toMatchObject({
      status: 401,
      body: { message: SESSION_ENDED_MESSAGE },
    });
    const login = await call("POST", "/auth/login", { email: "cutter@three.in", password: "secret123" });
    expect(login).toMatchObject({ status: 401, body: { message: ACCOUNT_DEACTIVATED } });
    await call("PATCH", "/staff", { id: floor.id, active: true }, owner);
    expect(
      (await call("POST", "/auth/login", { email: "cutter@three.in", password: "secret123" })).status,
    ).toBe(200);

    // The last active Owner can be neither demoted nor deactivated.
    for (const change of [{ role: "manager" }, { active: false }]) {
      expect(await call("PATCH", "/staff", { id: user._id, ...change }, owner)).toMatchObject({
        status: 409,
        body: { message: STAFF_MESSAGES.lastOwner },
      });
    }

    // The trail has each change, who made it, and the values before and after; the refused ones left none.
    const { companyId } = await db()
      .selectFrom("users")
      .select("companyId")
      .where("id", "=", user._id)
      .executeTakeFirstOrThrow();
    const trail = await db()
      .selectFrom("auditLog")
      .select(["kind", "userId", "entityId", "before", "after"])
      .where("companyId", "=", companyId)
      .where("kind", "like", "staff.%")
      .orderBy("seq")
      .execute();
    const changes = trail.filter((r) => r.kind === "staff.changed");
    expect(changes.map((r) => [r.userId, r.entityId, r.before, r.after])).toEqual([
      [user._id, floor.id, { role: "floor", active: true }, { role: "accounts", active: true }],
      [user._id, floor.id, { role: "accounts", active: true }, { role: "accounts", active: false }],
      [user._id, floor.id, { role: "accounts", active: false }, { role: "accounts", active: true }],
    ]);
    expect(trail.map((r) => r.kind)).toEqual([
      "staff.invited",
      "staff.joined",
      "staff.changed",
      "staff.changed",
      "staff.changed",
    ]);
  });

  it("signs a person out everywhere", async () => {
    const { accessToken: owner } = await signupCompany(s.t.app, { email: "owner@four.in" });
    const person = await addPerson(s.t.app, db(), owner, "counter", "desk@four.in");
    const second = await call("POST", "/auth/login", { email: "desk@four.in", password: "secret123" });
    const ended = await call("POST", "/staff/signOut", { id: person.id }, owner);
    expect(ended.body.data).toEqual({ ended: 2 });
    for (const token of [person.token, second.body.accessToken]) {
      expect((await call("GET", "/auth/user", undefined, token)).status).toBe(401);
    }
    // Another company's person is not found.
    const { accessToken: other } = await signupCompany(s.t.app, { email: "owner@five.in" });
    expect((await call("POST", "/staff/signOut", { id: person.id }, other)).status).toBe(404);
  });

  it("makes custom roles from the permissions; built-in ones are read-only; one in use is not deleted", async () => {
    const { accessToken: owner } = await signupCompany(s.t.app, { email: "owner@six.in" });
    const made = await call(
      "POST",
      "/role",
      { name: "Cashier", permissions: ["payments.record", "payments.read"] },
      owner,
    );
    expect(made.status).toBe(201);
    const id = made.body.data.id;
    const cashier = await addPerson(s.t.app, db(), owner, id, "cash@six.in");
    expect((await call("GET", "/draft", undefined, cashier.token)).body.message).toBe(
      "Your role does not allow this: orders.read",
    );
    await call("PATCH", "/role", { id, permissions: ["orders.read"] }, owner);
    expect((await call("GET", "/draft", undefined, cashier.token)).status).toBe(200);
    expect((await call("DELETE", "/role", { id }, owner)).body.message).toBe(STAFF_MESSAGES.roleInUse);
    expect((await call("PATCH", "/role", { id: "owner", name: "Boss" }, owner)).body.message).toBe(
      STAFF_MESSAGES.builtInReadOnly,
    );
    expect(
      (await call("POST", "/role", { name: "x", permissions: ["money.everything"] }, owner)).status,
    ).toBe(400);
    const roles = await call("GET", "/role", undefined, owner);
    expect(roles.body.data.map((r: { name: string }) => r.name)).toEqual([
      "Owner",
      "Manager",
      "Counter",
      "Accounts",
      "Floor",
      "Cashier",
    ]);
  });
});
