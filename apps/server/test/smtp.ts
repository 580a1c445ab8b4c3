import { SMTPServer } from "smtp-server";

export interface Received {
  to: string[];
  raw: string;
}

/** An SMTP server in this process that keeps what it receives (nodemailer's { ignoreTLS } on the other side). */
export function startSmtp(port: number, received: Received[]): Promise<SMTPServer> {
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
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}

export function stopSmtp(server: SMTPServer): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}
