import { createContext, type ReactNode, useContext, useEffect, useState } from "react";

type HeaderTitleContextValue = { title: string; setTitle: (title: string) => void };

const HeaderTitleContext = createContext<HeaderTitleContextValue | null>(null);

/** Holds the shell header's title; pages set it with usePageTitle / useHeaderTitle. */
export function HeaderTitleProvider({ children }: { children: ReactNode }) {
  const [title, setTitle] = useState("");
  return <HeaderTitleContext value={{ title, setTitle }}>{children}</HeaderTitleContext>;
}

export function useCurrentHeaderTitle(): string {
  return useContext(HeaderTitleContext)?.title ?? "";
}

/**
 * Sets the header to exactly `text`, e.g. "Welcome Sharma Glass" on the dashboard or the customer's
 * name on the order page (portal-spec section 2). Also names the browser tab (`tabTitle`, default `text`).
 */
export function useHeaderTitle(text: string, tabTitle: string = text) {
  const setTitle = useContext(HeaderTitleContext)?.setTitle;
  useEffect(() => {
    setTitle?.(text);
    document.title = tabTitle ? `${tabTitle} · Kerf` : "Kerf";
  }, [setTitle, text, tabTitle]);
}

/** The usual case: the header shows the page name in upper case ("Invoice List" → "INVOICE LIST"). */
export function usePageTitle(pageName: string) {
  useHeaderTitle(pageName.toUpperCase(), pageName);
}
