/// <reference types="vite/client" />

/** apps/web/package.json's version, injected by vite.config.ts. */
declare const __APP_VERSION__: string;
