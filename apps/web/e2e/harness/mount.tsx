// What every harness page shares: the app's styles and providers around the page's one component.
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { AppProviders } from "../../src/app-providers";
import "../../src/index.css";

export function mountHarness(harness: React.ReactNode) {
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <AppProviders>{harness}</AppProviders>
    </StrictMode>,
  );
}
