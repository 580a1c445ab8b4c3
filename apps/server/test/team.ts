import type { Db } from "@kerf/db";
import type { FastifyInstance } from "fastify";
import { rest } from "./clients";

/** The token of the last invite mailed to `email`, read from the outbox (the link is only in the mail). */
export async function inviteTokenFor(db: Db, email: string): Promise<string> {
  const mail = await db
    .selectFrom("outbox")
    .select("text")
    .where("toAddress", "=", email)
    .where("kind", "=", "staff-invite")
    .orderBy("createdAt", "desc")
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  const token = /\/invite\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no invite link in: ${mail.text}`);
  return token;
}

/** A person of the owner's company with `role`, invited and joined over REST: their id and token. */
export async function addPerson(
  app: FastifyInstance,
  db: Db,
  ownerToken: string,
  role: string,
  email: string,
  name = `${role} person`,
): Promise<{ id: string; token: string }> {
  const invited = await rest(app, "POST", "/staff/invite", { email, role }, ownerToken);
  if (invited.status !== 201) throw new Error(`invite failed: ${JSON.stringify(invited.body)}`);
  const token = await inviteTokenFor(db, email);
  const joined = await rest(app, "POST", "/staff/accept", { token, name, password: "secret123" });
  if (joined.status !== 201) throw new Error(`accept failed: ${JSON.stringify(joined.body)}`);
  return { id: joined.body.user.id as string, token: joined.body.accessToken as string };
}
