import type { UserDetail } from "@kerf/core";
import { useSyncExternalStore } from "react";

// The session (portal-spec section 3): who is logged in and the access token, kept in localStorage so
// it survives reloads and every tab shares it. Settings and catalogues are not kept here: they live in
// React Query's cache only, loaded from the server (features/settings/settings-queries.ts).

/**
 * The company user's details as auth.login, auth.signup and the profile answer them; a session stored
 * before the GST fields existed lacks them.
 */
export type User = Pick<UserDetail, "company_name" | "email_id" | "phone_no" | "address" | "gstNo"> &
  Partial<Pick<UserDetail, "pinCode" | "city" | "person">>;

export type SessionState = {
  isLogin: boolean;
  isRegistered: boolean;
  accessToken: string | null;
  user: User | null;
};

/** The localStorage key of the session. */
export const SESSION_STORAGE_KEY = "kerf.state";

export const initialSessionState: SessionState = {
  isLogin: false,
  isRegistered: false,
  accessToken: null,
  user: null,
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Reads the stored JSON; anything unreadable means "logged out" rather than a broken screen. What an
 * older build kept beside the session (its copy of the settings) is left behind.
 */
export function parseStoredSession(raw: string): SessionState {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return initialSessionState;
  }
  if (!isRecord(parsed)) return initialSessionState;
  return {
    isLogin: parsed.isLogin === true,
    isRegistered: parsed.isRegistered === true,
    accessToken: typeof parsed.accessToken === "string" ? parsed.accessToken : null,
    user: isRecord(parsed.user) ? (parsed.user as User) : null,
  };
}

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

// Another tab logged in or out: follow it, so two tabs never disagree on the session.
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

export function login(input: { accessToken: string; user: User; isRegistered?: boolean }) {
  setState({
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

/** After a profile edit: the session stays, the company details change. */
export function setUser(user: User) {
  setState({ ...state, user });
}
