import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HttpError } from "./http-error";

// The calls outside tRPC (PDFs, public pages) through lib/server-fetch: the session's token sent, the
// REST envelope read, and a 401 handed to the one place that ends a session, except on a public page.

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

const { serverFile, serverJson, serverMessage, serverStatus } = await import("./server-fetch");

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  const fetch = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(typeof body === "string" ? body : JSON.stringify(body), { status, headers }),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

beforeEach(() => {
  session.isLogin = true;
  toastError.mockClear();
  logout.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe("serverJson", () => {
  it("sends the session's token and gives the envelope's data", async () => {
    const fetch = answer(200, { data: { n: 1 } });
    expect(await serverJson("/x")).toEqual({ n: 1 });
    expect(fetch.mock.calls[0]![0]).toBe("/api/x");
    expect(fetch.mock.calls[0]![1]?.headers).toEqual({ access_token: "tok" });
  });

  it("throws a refusal with the server's message and status", async () => {
    answer(410, { isError: true, message: "Link no longer valid" });
    const error = await serverJson("/public/quote/t", { signedOut: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect([serverStatus(error), serverMessage(error)]).toEqual([410, "Link no longer valid"]);
  });

  it("a 401 ends the session once, with the server's message", async () => {
    answer(401, { isError: true, message: "Your session has ended. Please log in again." });
    await expect(serverJson("/x")).rejects.toBeInstanceOf(HttpError);
    await expect(serverJson("/y")).rejects.toBeInstanceOf(HttpError);
    expect(logout).toHaveBeenCalledTimes(1);
    expect(toastError.mock.calls).toEqual([["Your session has ended. Please log in again."]]);
  });

  it("a 401 on a public page ends nothing, and sends no token", async () => {
    const fetch = answer(401, { message: "no" });
    await expect(serverJson("/public/x", { signedOut: true })).rejects.toBeInstanceOf(HttpError);
    expect(logout).not.toHaveBeenCalled();
    expect(fetch.mock.calls[0]![1]?.headers).toEqual({});
  });
});

describe("serverFile", () => {
  it("gives the file and the server's name for it", async () => {
    answer(200, "%PDF-1.7", { "content-disposition": 'attachment; filename="INV-1.pdf"' });
    const file = await serverFile("/draft/invoice.pdf?id=1");
    expect([file.name, await file.blob.text()]).toEqual(["INV-1.pdf", "%PDF-1.7"]);
  });

  it("a refusal in JSON gives its message; a 401 ends the session", async () => {
    answer(401, { message: "Your session has ended. Please log in again." });
    const error = await serverFile("/draft/invoice.pdf?id=1").catch((e: unknown) => e);
    expect(serverMessage(error)).toBe("Your session has ended. Please log in again.");
    expect(logout).toHaveBeenCalledTimes(1);
  });
});
