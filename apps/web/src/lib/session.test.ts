import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { MaterialOption } from "./session-state";

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

const material = (name: string): MaterialOption => ({
  id: name,
  label: name,
  value: name,
  materialName: name,
  materialRate: "120.00",
  cuttingRate: "10.00",
  materialGst: "18.00",
  gstCharges: "21.60",
  materialWastage: "5.00",
});

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
  it("starts logged out with the default general settings", async () => {
    const s = await loadSession();
    const state = s.getSessionState();
    expect(state.isLogin).toBe(false);
    expect(state.accessToken).toBeNull();
    expect(state.settings.materialOptions).toEqual([]);
    expect(state.settings.commonSetting.cuttingRateType).toEqual({
      id: 2,
      label: "Square Foot",
      value: "sqFt",
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

  it("replaces, adds, edits at an index and deletes at an index in a settings list", async () => {
    const s = await loadSession();
    s.replaceSettingsList("materialOptions", [material("Clear 4mm"), material("Clear 5mm")]);
    s.addSettingsItem("materialOptions", material("Mirror 4mm"));
    s.editSettingsItem("materialOptions", 1, material("Clear 6mm"));
    s.deleteSettingsItem("materialOptions", 0);
    s.editSettingsItem("materialOptions", 9, material("ignored"));
    s.deleteSettingsItem("materialOptions", -1);

    const names = (await loadSession()).getSessionState().settings.materialOptions.map((m) => m.materialName);
    expect(names).toEqual(["Clear 6mm", "Mirror 4mm"]);
  });

  it("keeps settings lists apart and replaces general settings as a whole", async () => {
    const s = await loadSession();
    const before = s.getSessionState().settings;
    s.addSettingsItem("edgeSelectionOption", { label: "Edge 1", value: "edgeSelection1", useBy: "img" });
    const after = s.getSessionState().settings;
    expect(after.edgeSelectionOption).toHaveLength(1);
    expect(after.materialOptions).toBe(before.materialOptions);

    s.setCommonSetting({ ...after.commonSetting, gstColumnHide: true });
    expect(s.getSessionState().settings.commonSetting.gstColumnHide).toBe(true);
    expect(s.getSessionState().settings.edgeSelectionOption).toHaveLength(1);
  });

  it("reads a damaged or partial stored state without breaking", async () => {
    storage.setItem("kerf.state", "{not json");
    expect((await loadSession()).getSessionState().isLogin).toBe(false);

    storage.setItem(
      "kerf.state",
      JSON.stringify({ isLogin: true, user, settings: { materialOptions: "x" } }),
    );
    const state = (await loadSession()).getSessionState();
    expect(state.isLogin).toBe(true);
    expect(state.accessToken).toBeNull();
    expect(state.settings.materialOptions).toEqual([]);
    expect(state.settings.commonSetting.cuttingRateType.value).toBe("sqFt");
  });
});
