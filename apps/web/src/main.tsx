import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app";
import "./index.css";
import { getSessionState } from "./lib/session";
import { prefetchPageAt } from "./page-chunks";

prefetchPageAt(window.location.pathname, getSessionState().isLogin);

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
