import type { Db, Outbox } from "@kerf/db";
import type { MailAttachment, MailTransport } from "@kerf/email";
import type { FastifyBaseLogger } from "fastify";
import type { Selectable } from "kysely";
import { sql } from "kysely";

export interface NewMail {
  companyId: string;
  kind:
    | "password-reset"
    | "welcome"
    | "quotation"
    | "invoice"
    | "quote-answer"
    | "staff-invite"
    | "payment-reminder";
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Stored with the mail (the PDFs of a quotation or invoice), sent with it. */
  attachments?: MailAttachment[];
}

/** Stored first, in the caller's transaction (a Transaction is a Db), so that a mail server being down loses nothing. */
export async function enqueueMail(db: Db, mail: NewMail): Promise<void> {
  const { id } = await db
    .insertInto("outbox")
    .values({
      companyId: mail.companyId,
      kind: mail.kind,
      toAddress: mail.to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  for (const file of mail.attachments ?? []) {
    await db
      .insertInto("outboxAttachments")
      .values({
        outboxId: id,
        filename: file.filename,
        contentType: file.contentType,
        content: file.content,
      })
      .execute();
  }
}

async function attachmentsOf(db: Db, outboxId: string): Promise<MailAttachment[]> {
  const rows = await db
    .selectFrom("outboxAttachments")
    .select(["filename", "contentType", "content"])
    .where("outboxId", "=", outboxId)
    .orderBy("id")
    .execute();
  return rows.map((r) => ({ filename: r.filename, contentType: r.contentType, content: r.content }));
}

const LEASE_SECONDS = 120;
const MAX_BACKOFF_MS = 15 * 60 * 1000;

export function retryDelayMs(attempts: number): number {
  return Math.min(5000 * 2 ** (attempts - 1), MAX_BACKOFF_MS);
}

const linksIn = (text: string) => text.match(/https?:\/\/[^\s<>"')\]]+/g) ?? [];

/**
 * Delivers what is due. With a transport it is sent by SMTP and retried with backoff on failure; without
 * one (no SMTP_URL, development only) the outbox itself is the delivery: the mail is logged with its
 * links. In production without SMTP_URL nothing is delivered: mail waits, pending, for a server with it.
 */
export async function deliverDueMail(
  db: Db,
  transport: MailTransport | null,
  log: FastifyBaseLogger,
  options: { production: boolean; now?: Date },
): Promise<{ delivered: number; failed: number }> {
  if (!transport && options.production) return { delivered: 0, failed: 0 };
  const now = options.now ?? new Date();
  // A lease instead of a long transaction: another server process skips these rows until it runs out.
  const due = await db
    .updateTable("outbox")
    .set({ nextAttemptAt: sql`${now}::timestamptz + make_interval(secs => ${LEASE_SECONDS})` })
    .where(
      "id",
      "in",
      db
        .selectFrom("outbox")
        .select("id")
        .where("status", "=", "pending")
        .where("nextAttemptAt", "<=", now)
        .orderBy("nextAttemptAt")
        .limit(20)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .execute();

  let delivered = 0;
  let failed = 0;
  for (const mail of due) {
    try {
      let status: Selectable<Outbox>["status"] = "logged";
      if (transport) {
        const attachments = await attachmentsOf(db, mail.id);
        await transport.send({
          to: mail.toAddress,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          ...(attachments.length > 0 ? { attachments } : {}),
        });
        status = "sent";
      } else {
        log.info(
          { mailId: mail.id, to: mail.toAddress, subject: mail.subject, links: linksIn(mail.text) },
          "mail kept in the outbox (no SMTP_URL): read it at /dev/mail",
        );
      }
      await db
        .updateTable("outbox")
        .set({ status, sentAt: new Date(), attempts: mail.attempts + 1, lastError: null })
        .where("id", "=", mail.id)
        .execute();
      delivered++;
    } catch (error) {
      const attempts = mail.attempts + 1;
      const message = error instanceof Error ? error.message : String(error);
      log.warn({ mailId: mail.id, attempts, err: message }, "mail delivery failed; will retry");
      await db
        .updateTable("outbox")
        .set({
          attempts,
          lastError: message,
          nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)),
        })
        .where("id", "=", mail.id)
        .execute();
      failed++;
    }
  }
  return { delivered, failed };
}

export interface MailWorker {
  /** Delivers soon, rather than at the next tick: called after a mail is enqueued. */
  kick(): void;
  stop(): Promise<void>;
}

export function startMailWorker(options: {
  db: Db;
  transport: MailTransport | null;
  log: FastifyBaseLogger;
  /** NODE_ENV=production: without a transport, mail waits in the outbox and no link is ever logged. */
  production: boolean;
  /** Work that makes mail, run before each delivery (the queued password-reset requests). */
  prepare?: () => Promise<unknown>;
  intervalMs?: number;
}): MailWorker {
  if (!options.transport && options.production) {
    options.log.warn(
      "SMTP_URL is not set: mail cannot leave. It is kept in the outbox and sent once the server runs with SMTP_URL.",
    );
  }
  let running: Promise<unknown> | undefined;
  // A kick while a tick runs: the mail it announces may have been stored after that tick looked.
  let again = false;
  let stopped = false;
  const work = async () => {
    await options.prepare?.();
    await deliverDueMail(options.db, options.transport, options.log, { production: options.production });
  };
  const tick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = work()
      .catch((error) => options.log.error({ err: error }, "mail worker tick failed"))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          tick();
        }
      });
  };
  const timer = setInterval(tick, options.intervalMs ?? 5000);
  timer.unref();
  return {
    kick: () => setImmediate(tick),
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      options.transport?.close();
    },
  };
}

export async function listOutbox(db: Db, limit = 50) {
  const mails = await db
    .selectFrom("outbox")
    .select(["id", "toAddress", "subject", "html", "text", "status", "attempts", "createdAt"])
    .orderBy("createdAt", "desc")
    .limit(limit)
    .execute();
  const files =
    mails.length === 0
      ? []
      : await db
          .selectFrom("outboxAttachments")
          .select([
            "id",
            "outboxId",
            "filename",
            "contentType",
            sql<number>`octet_length(content)::int`.as("size"),
          ])
          .where(
            "outboxId",
            "in",
            mails.map((m) => m.id),
          )
          .orderBy("id")
          .execute();
  return mails.map((m) => ({
    ...m,
    attachments: files
      .filter((f) => f.outboxId === m.id)
      .map((f) => ({ id: String(f.id), filename: f.filename, contentType: f.contentType, size: f.size })),
  }));
}

/** One stored attachment of one mail, for the development outbox page. */
export async function outboxAttachment(db: Db, outboxId: string, attachmentId: string) {
  if (!/^\d{1,18}$/.test(attachmentId)) return undefined;
  return db
    .selectFrom("outboxAttachments")
    .select(["filename", "contentType", "content"])
    .where("outboxId", "=", outboxId)
    .where("id", "=", attachmentId)
    .executeTakeFirst();
}
