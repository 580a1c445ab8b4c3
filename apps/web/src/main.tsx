import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app";
import "./index.css";
import { getSessionState } from "./lib/session";
import { prefetchPageAt } from "./page-chunks";

prefetchPageAt(window.location.pathname, getSessionState().isLogin);

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// Installable and quick to start on a phone (issue 33); a development server has no built assets to keep.
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  window.addEventListener("load", () => void navigator.serviceWorker.register("/sw.js"));
}

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
