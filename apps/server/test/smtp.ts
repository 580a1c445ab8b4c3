import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface Received {
  to: string[];
  raw: string;
}

export interface TestSmtp {
  server: SMTPServer;
  port: number;
  /** The SMTP_URL that reaches it (nodemailer's { ignoreTLS } on the other side). */
  url: string;
}

/** An SMTP server in this process, on a port of its own choosing, that keeps what it receives. */
export function startSmtp(received: Received[]): Promise<TestSmtp> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (c: Buffer) => (raw += c.toString()));
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.server.address() as AddressInfo;
      resolve({ server, port, url: `smtp://127.0.0.1:${port}?tls=off` });
    }),
  );
}

export function stopSmtp(smtp: TestSmtp): Promise<void> {
  return new Promise((resolve) => smtp.server.close(() => resolve()));
}
