import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";

const serverDir = path.resolve(import.meta.dirname, "..");

/** The line the server prints when it was started with PORT=0 (src/index.ts). */
export const LISTENING_LINE = /kerf: listening on port (\d+)/;

export interface RunningServer {
  child: ChildProcess;
  /** The port the server got (PORT=0); known once waitForHealthy has answered. */
  readonly port: number;
  readonly portKnown: boolean;
  output(): string;
  exited: Promise<number | null>;
}

/**
 * Starts src/index.ts in a process of its own, as `npm start` would, with the given environment. Unless
 * the environment names a PORT, the server listens on port 0 and prints the port it got, so no other
 * process on the machine can take a port between its choice and its use.
 */
export async function spawnServer(env: Record<string, string>): Promise<RunningServer> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/index.ts"], {
    cwd: serverDir,
    env: { ...process.env, LOG_LEVEL: "warn", HOST: "127.0.0.1", PORT: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  let port: number | undefined = env.PORT && env.PORT !== "0" ? Number(env.PORT) : undefined;
  child.stdout?.on("data", (c) => {
    out += c;
    port ??= Number(LISTENING_LINE.exec(out)?.[1]) || undefined;
  });
  child.stderr?.on("data", (c) => (out += c));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return {
    child,
    get portKnown() {
      return port !== undefined;
    },
    get port() {
      if (port === undefined) throw new Error(`the server has not said its port yet:\n${out}`);
      return port;
    },
    output: () => out,
    exited,
  };
}

export async function waitForHealthy(server: RunningServer, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    if (server.portKnown) {
      try {
        const res = await fetch(`http://127.0.0.1:${server.port}/healthz`);
        if (res.status === 200) return;
      } catch {
        // not answering yet
      }
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server not healthy after ${timeoutMs} ms:\n${server.output()}`);
}
