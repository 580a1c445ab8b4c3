// The shape of the session + settings state kept in localStorage (portal-spec section 3), its defaults,
// and a tolerant reader for what an older build (or a hand-edited browser) may have left there.

import { type CommonSetting, DEFAULT_COMMON_SETTING } from "@kerf/core";

export type User = {
  company_name: string;
  email_id: string;
  phone_no: string;
  address: string;
  gstNo: string;
};

/** A material as the client keeps it: materialName doubles as id, label and value. Figures are decimal strings. */
export type MaterialOption = {
  id: string;
  label: string;
  value: string;
  materialName: string;
  materialRate: string;
  cuttingRate: string;
  materialGst: string;
  gstCharges: string;
  materialWastage: string;
  hsnCode?: string | null;
};

export type EdgeProfileOption = {
  id?: string;
  label: string;
  value: string;
  edgeProfileName?: string;
  edgeProfileRate?: string;
  /** The catalogue entry it was made from (edgeProfile1..36), for its drawing and its area inputs. */
  catalogueValue?: string;
  saveAsEdgeProfile?: "byName" | "byDefault";
};

export type EdgeSelectionOption = {
  id?: string;
  label: string;
  value: string;
  useBy: "img";
};

export type { CommonSetting };

export type Settings = {
  materialOptions: MaterialOption[];
  edgeProfileOption: EdgeProfileOption[];
  edgeSelectionOption: EdgeSelectionOption[];
  commonSetting: CommonSetting;
};

export type SessionState = {
  isLogin: boolean;
  isRegistered: boolean;
  accessToken: string | null;
  user: User | null;
  settings: Settings;
};

export const defaultCommonSetting: CommonSetting = DEFAULT_COMMON_SETTING;

export const initialSessionState: SessionState = {
  isLogin: false,
  isRegistered: false,
  accessToken: null,
  user: null,
  settings: {
    materialOptions: [],
    edgeProfileOption: [],
    edgeSelectionOption: [],
    commonSetting: defaultCommonSetting,
  },
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function arrayOr<T>(value: unknown, fallback: T[]): T[] {
  return Array.isArray(value) ? (value as T[]) : fallback;
}

/**
 * Reads the stored JSON, filling what is missing from the defaults. Anything unreadable means "logged
 * out" rather than a broken screen.
 */
export function parseStoredSession(raw: string): SessionState {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return initialSessionState;
  }
  if (!isRecord(parsed)) return initialSessionState;

  const settings = isRecord(parsed.settings) ? parsed.settings : {};
  const initial = initialSessionState.settings;
  return {
    isLogin: parsed.isLogin === true,
    isRegistered: parsed.isRegistered === true,
    accessToken: typeof parsed.accessToken === "string" ? parsed.accessToken : null,
    user: isRecord(parsed.user) ? (parsed.user as User) : null,
    settings: {
      materialOptions: arrayOr(settings.materialOptions, initial.materialOptions),
      edgeProfileOption: arrayOr(settings.edgeProfileOption, initial.edgeProfileOption),
      edgeSelectionOption: arrayOr(settings.edgeSelectionOption, initial.edgeSelectionOption),
      commonSetting: isRecord(settings.commonSetting)
        ? { ...defaultCommonSetting, ...(settings.commonSetting as Partial<CommonSetting>) }
        : defaultCommonSetting,
    },
  };
}
