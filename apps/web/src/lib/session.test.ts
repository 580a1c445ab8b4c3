import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

type SessionModule = typeof import("./session");

class MemoryStorage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
}

let storage: MemoryStorage;

/** A fresh module, reading whatever `storage` holds, as a page load would. */
async function loadSession(): Promise<SessionModule> {
  vi.resetModules();
  return import("./session");
}

const user = {
  company_name: "Sharma Glass",
  email_id: "a@sharmaglass.in",
  phone_no: "9876543210",
  address: "Jaipur",
  gstNo: "27AAPFU0939F1ZV",
};

beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal("localStorage", storage);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("session store", () => {
  it("starts logged out", async () => {
    const s = await loadSession();
    expect(s.getSessionState()).toEqual({
      isLogin: false,
      isRegistered: false,
      accessToken: null,
      user: null,
    });
  });

  it("login persists across a reload, logout clears local storage", async () => {
    let s = await loadSession();
    storage.setItem("unrelated", "x");
    s.login({ accessToken: "id.secret", user, isRegistered: true });
    expect(s.getAccessToken()).toBe("id.secret");

    s = await loadSession();
    expect(s.getSessionState()).toMatchObject({
      isLogin: true,
      isRegistered: true,
      accessToken: "id.secret",
      user,
    });

    s.logout();
    expect(storage.length).toBe(0);
    expect(s.getSessionState()).toEqual(s.initialSessionState);
    s = await loadSession();
    expect(s.getSessionState().isLogin).toBe(false);
  });

  it("notifies subscribers of every change", async () => {
    const s = await loadSession();
    const listener = vi.fn();
    const unsubscribe = s.subscribeSession(listener);
    s.login({ accessToken: "t", user });
    s.setUser({ ...user, company_name: "Sharma Glass & Co" });
    unsubscribe();
    s.logout();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("reads a damaged or partial stored state without breaking", async () => {
    storage.setItem("kerf.state", "{not json");
    expect((await loadSession()).getSessionState().isLogin).toBe(false);

    storage.setItem(
      "kerf.state",
      JSON.stringify({ isLogin: true, user, settings: { materialOptions: "x" } }),
    );
    const state = (await loadSession()).getSessionState();
    expect(state).toEqual({ isLogin: true, isRegistered: false, accessToken: null, user });
  });

  it("leaves behind the settings an older build kept beside the session", async () => {
    storage.setItem(
      "kerf.state",
      JSON.stringify({ isLogin: true, accessToken: "t", user, settings: { materialOptions: [] } }),
    );
    const s = await loadSession();
    s.setUser(user);
    expect(JSON.parse(storage.getItem("kerf.state") ?? "{}")).not.toHaveProperty("settings");
  });
});
