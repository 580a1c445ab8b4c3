import type { Db } from "@kerf/db";
import type { FastifyInstance } from "fastify";
import { listOutbox, outboxAttachment } from "../services/mail/mail-outbox";

type Listed = Awaited<ReturnType<typeof listOutbox>>[number];

const attachmentUrl = (mailId: string, fileId: string) => `/dev/mail/${mailId}/attachments/${fileId}`;

/** 1234567 -> "1.2 MB": what a developer checks an attachment's weight by. */
function byteSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith("::ffff:") ? address.slice(7) : address;
  return v4.startsWith("127.") || address === "::1";
}

/**
 * The outbox as a page, for a development server with no SMTP_URL (docs/spec/product.md): there the outbox is the
 * delivery. It is never mounted in production or when mail really goes out, and it answers only this
 * machine, by the socket's address: a forwarded header is the client's word, never proof.
 */
export async function devMailRoutes(root: FastifyInstance, db: Db): Promise<void> {
  await root.register(async (app) => {
    app.addHook("onRequest", async (request, reply) => {
      if (!isLoopback(request.socket.remoteAddress)) {
        return reply.code(404).type("text/plain").send("Not found");
      }
    });
    await outboxPages(app, db);
  });
}

async function outboxPages(app: FastifyInstance, db: Db): Promise<void> {
  app.get("/dev/mail.json", async () => {
    const mails = await listOutbox(db);
    return mails.map((m) => ({
      id: m.id,
      to: m.toAddress,
      subject: m.subject,
      text: m.text,
      html: m.html,
      createdAt: m.createdAt.toISOString(),
      attachments: m.attachments.map((f) => ({ ...f, url: attachmentUrl(m.id, f.id) })),
    }));
  });

  app.get("/dev/mail", async (_request, reply) => {
    const mails = await listOutbox(db);
    const rows = mails
      .map(
        (m) =>
          `<tr><td>${escapeHtml(m.createdAt.toISOString().replace("T", " ").slice(0, 19))}</td>` +
          `<td>${escapeHtml(m.toAddress)}</td>` +
          `<td><a href="/dev/mail/${m.id}">${escapeHtml(m.subject)}</a></td>` +
          `<td>${attachmentLinks(m)}</td></tr>`,
      )
      .join("");
    return reply.type("text/html").send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Kerf outbox</title></head>
<body style="font-family:sans-serif;margin:2rem"><h1>Outbox</h1>
<p>No SMTP_URL is set, so mail stays here. Newest first.</p>
<table cellpadding="6" border="1" style="border-collapse:collapse"><thead><tr><th>Created (UTC)</th><th>To</th><th>Subject</th><th>Attachments</th></tr></thead>
<tbody>${rows || '<tr><td colspan="4">No mail yet.</td></tr>'}</tbody></table></body></html>`,
    );
  });

  app.get<{ Params: { id: string } }>("/dev/mail/:id", async (request, reply) => {
    const mail = (await listOutbox(db, 500)).find((m) => m.id === request.params.id);
    if (!mail) return reply.code(404).type("text/plain").send("No such mail");
    return reply.type("text/html").send(mail.html);
  });

  app.get<{ Params: { id: string; file: string } }>(
    "/dev/mail/:id/attachments/:file",
    async (request, reply) => {
      const { id, file } = request.params;
      const found = /^[0-9a-f-]{36}$/i.test(id) ? await outboxAttachment(db, id, file) : undefined;
      if (!found) return reply.code(404).type("text/plain").send("No such attachment");
      const name = found.filename.replace(/["\\\r\n]/g, "_");
      return reply
        .type(found.contentType)
        .header("content-disposition", `attachment; filename="${name}"`)
        .send(found.content);
    },
  );
}

function attachmentLinks(mail: Listed): string {
  return mail.attachments
    .map(
      (f) =>
        `<a href="${attachmentUrl(mail.id, f.id)}" download>${escapeHtml(f.filename)}</a> (${byteSize(f.size)})`,
    )
    .join("<br>");
}
