// What the global setup hands to every test file through vitest's provide/inject.
declare module "vitest" {
  export interface ProvidedContext {
    kerfTestDb: { adminUrl: string; template: string };
  }
}

export {};
