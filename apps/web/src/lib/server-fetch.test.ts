import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HttpError } from "./http-fetch";

// The calls outside tRPC (PDFs, public pages): the session's token sent, the REST envelope read, and a
// 401 of a session's call handed to the one place that ends a session, never one of a public page.

const toastError = vi.fn();
vi.mock("./toast", () => ({ toastError: (text: string) => toastError(text) }));
const session = { isLogin: true, token: "tok" as string | null };
const logout = vi.fn(() => {
  session.isLogin = false;
});
vi.mock("./session", () => ({
  getSessionState: () => ({ isLogin: session.isLogin }),
  getAccessToken: () => session.token,
  logout: () => logout(),
}));

// The page's window, where a 401 is announced; the one handler listens from its import (the query client's).
(globalThis as { window?: EventTarget }).window = new EventTarget();
await import("./session-refused");
const { serverFile } = await import("./server-fetch");
const { publicJson } = await import("./public-fetch");
const { restMessage, restStatus } = await import("./rest-answer");

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  const fetch = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(typeof body === "string" ? body : JSON.stringify(body), { status, headers }),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

const ENDED = "Your session has ended. Please log in again.";

beforeEach(() => {
  session.isLogin = true;
  toastError.mockClear();
  logout.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe("publicJson", () => {
  it("throws a refusal with the server's message and status", async () => {
    answer(410, { isError: true, message: "Link no longer valid" });
    const error = await publicJson("quote/t").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect([restStatus(error), restMessage(error)]).toEqual([410, "Link no longer valid"]);
  });

  it("a 401 on a public page ends nothing, and sends no token", async () => {
    const fetch = answer(401, { message: "no" });
    await expect(publicJson("x")).rejects.toBeInstanceOf(HttpError);
    expect(logout).not.toHaveBeenCalled();
    expect(fetch.mock.calls[0]![0]).toBe("/api/public/x");
    expect(fetch.mock.calls[0]![1]?.headers).toEqual({});
  });

  it("no answer at all is the 'could not reach' kind, status 0", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    const error = await publicJson("x").catch((e: unknown) => e);
    expect([restStatus(error), restMessage(error)]).toEqual([
      0,
      "Could not reach the server. Check your connection and try again.",
    ]);
  });
});

describe("serverFile", () => {
  it("sends the session's token and gives the file with the server's name for it", async () => {
    const fetch = answer(200, "%PDF-1.7", { "content-disposition": 'attachment; filename="INV-1.pdf"' });
    const file = await serverFile("/draft/invoice.pdf?id=1");
    expect([file.name, await file.blob.text()]).toEqual(["INV-1.pdf", "%PDF-1.7"]);
    expect(fetch.mock.calls[0]![0]).toBe("/api/draft/invoice.pdf?id=1");
    expect(fetch.mock.calls[0]![1]?.headers).toEqual({ access_token: "tok" });
  });

  it("a refusal gives the server's message; a 401 ends the session once, with a toast", async () => {
    answer(401, { isError: true, message: ENDED });
    const error = await serverFile("/draft/invoice.pdf?id=1").catch((e: unknown) => e);
    await serverFile("/draft/invoice.pdf?id=2").catch(() => {});
    expect([restStatus(error), restMessage(error)]).toEqual([401, ENDED]);
    expect(logout).toHaveBeenCalledTimes(1);
    expect(toastError.mock.calls).toEqual([[ENDED]]);
  });
});
