import { useSyncExternalStore } from "react";
import { initialSessionState, parseStoredSession, type SessionState, type Settings } from "./session-state";

export type * from "./session-state";
export { initialSessionState } from "./session-state";

/** The localStorage key of the whole session + settings state (portal-spec section 3). */
export const SESSION_STORAGE_KEY = "kerf.state";

type Listener = () => void;

const listeners = new Set<Listener>();
let state: SessionState = load();

function storage(): Storage | undefined {
  // Absent in unit tests without a DOM and in some locked-down browsers: the app then works unpersisted.
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

function load(): SessionState {
  const raw = storage()?.getItem(SESSION_STORAGE_KEY);
  return raw ? parseStoredSession(raw) : initialSessionState;
}

function emit() {
  for (const listener of listeners) listener();
}

function setState(next: SessionState) {
  state = next;
  try {
    storage()?.setItem(SESSION_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Quota or private mode: keep working in memory rather than breaking the screen.
  }
  emit();
}

// Another tab logged in, out or changed settings: follow it, so two tabs never disagree on the session.
if (typeof window !== "undefined") {
  window.addEventListener("storage", (event) => {
    if (event.key !== SESSION_STORAGE_KEY && event.key !== null) return;
    state = load();
    emit();
  });
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getSessionState(): SessionState {
  return state;
}

/** The token sent as the `access_token` header; read from the persisted state on every call. */
export function getAccessToken(): string | null {
  return state.accessToken;
}

/**
 * Subscribes a component to the session. Pass a selector returning a primitive or a part of the state
 * (parts are replaced, never mutated, so they compare by identity); without one, the whole state.
 */
export function useSession(): SessionState;
export function useSession<T>(selector: (s: SessionState) => T): T;
export function useSession<T>(selector?: (s: SessionState) => T): T | SessionState {
  const get = () => (selector ? selector(state) : state);
  return useSyncExternalStore(subscribeSession, get, get);
}

// ---- session ----

export function login(input: { accessToken: string; user: SessionState["user"]; isRegistered?: boolean }) {
  setState({
    ...state,
    isLogin: true,
    isRegistered: input.isRegistered ?? state.isRegistered,
    accessToken: input.accessToken,
    user: input.user,
  });
}

/** Ends the session in this browser: local storage is cleared entirely (portal-spec section 4). */
export function logout() {
  try {
    storage()?.clear();
  } catch {
    // Nothing persisted to clear.
  }
  state = initialSessionState;
  emit();
}

/**
 * Ends the session on the server too (a reset link was opened: whoever holds this browser's token must
 * lose it), then here. The call is fire-and-forget: the local part never waits for the network, and
 * `keepalive` lets it finish while the page changes.
 */
export function endSession() {
  const token = getAccessToken();
  if (token) {
    void fetch("/api/auth/logout", {
      method: "POST",
      headers: { access_token: token },
      keepalive: true,
    }).catch(() => {});
  }
  logout();
}

/** After a profile edit: the session stays, the company details change. */
export function setUser(user: SessionState["user"]) {
  setState({ ...state, user });
}

// ---- settings ----

/** The settings that are lists: each can be replaced, appended to, edited or deleted at an index. */
export type SettingsListKey = "materialOptions" | "edgeProfileOption" | "edgeSelectionOption";
type Item<K extends SettingsListKey> = Settings[K][number];

function updateList<K extends SettingsListKey>(key: K, update: (list: Settings[K]) => Settings[K]) {
  setState({ ...state, settings: { ...state.settings, [key]: update(state.settings[key]) } });
}

export function replaceSettingsList<K extends SettingsListKey>(key: K, items: Settings[K]) {
  updateList(key, () => [...items] as Settings[K]);
}

export function addSettingsItem<K extends SettingsListKey>(key: K, item: Item<K>) {
  updateList(key, (list) => [...list, item] as Settings[K]);
}

/** Replaces the item at `index`; an index outside the list changes nothing. */
export function editSettingsItem<K extends SettingsListKey>(key: K, index: number, item: Item<K>) {
  updateList(key, (list) => list.map((old, i) => (i === index ? item : old)) as Settings[K]);
}

/** Removes the item at `index`; an index outside the list changes nothing. */
export function deleteSettingsItem<K extends SettingsListKey>(key: K, index: number) {
  updateList(key, (list) => list.filter((_, i) => i !== index) as Settings[K]);
}

/** General settings are replaced as a whole (portal-spec section 4). */
export function setCommonSetting(commonSetting: Settings["commonSetting"]) {
  setState({ ...state, settings: { ...state.settings, commonSetting } });
}

/** Replaces every settings list and the general settings at once, e.g. after loading them at login. */
export function replaceSettings(settings: Partial<Settings>) {
  setState({ ...state, settings: { ...state.settings, ...settings } });
}
