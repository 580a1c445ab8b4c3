/// <reference lib="webworker" />
// Kerf's service worker (issue 33): what makes the portal installable and start without a network.
// It keeps the built app only: hashed assets (never changed once built) cache-first, and the app's page
// network-first with the last copy as a fallback. API answers (/api, /trpc) are one company's data and
// are never kept: the worker does not touch them at all.

declare const self: ServiceWorkerGlobalScope;

const CACHE = "kerf-app-v1";
/** The page every route of the app is (the server answers index.html for each). */
const SHELL = "/";
const NEVER = /^\/(?:api|trpc|healthz|dev|openapi|docs)(?:[/.?]|$)/;

self.addEventListener("install", () => void self.skipWaiting());

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name !== CACHE) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

async function assetFirst(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const fresh = await fetch(request);
  if (fresh.ok) await cache.put(request, fresh.clone());
  return fresh;
}

async function pageFirst(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  try {
    const fresh = await fetch(request);
    if (fresh.ok && fresh.headers.get("content-type")?.includes("text/html")) {
      await cache.put(SHELL, fresh.clone());
    }
    return fresh;
  } catch (error) {
    const kept = await cache.match(SHELL);
    if (kept) return kept;
    throw error;
  }
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || NEVER.test(url.pathname)) return;
  if (url.pathname.startsWith("/assets/")) event.respondWith(assetFirst(request));
  else if (request.mode === "navigate") event.respondWith(pageFirst(request));
});
