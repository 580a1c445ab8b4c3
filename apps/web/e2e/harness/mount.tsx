// What every harness page shares: the app's styles and providers around the page's one component.
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { AppProviders } from "../../src/app-providers";
import { ToasterAfterFirstPage } from "../../src/ui/toaster";
import "../../src/index.css";

export function mountHarness(harness: React.ReactNode) {
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <AppProviders>
        {harness}
        {/* As the app's routes do: the toaster comes once the page has shown and the browser is idle. */}
        <ToasterAfterFirstPage />
      </AppProviders>
    </StrictMode>,
  );
}
