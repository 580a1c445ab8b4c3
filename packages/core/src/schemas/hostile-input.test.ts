import { describe, expect, it } from "vitest";
import * as core from "../index";

// A body that is missing or of the wrong kind must be a clear 400 from the schema, never a throw (a 500):
// refinements that run beside the fields' messages (`when`) must not read fields of a non-object.

type Schema = { safeParse: (value: unknown) => { success: boolean } };
const schemas = Object.entries(core as Record<string, unknown>).filter(
  (entry): entry is [string, Schema] =>
    entry[0].startsWith("Z") && typeof (entry[1] as Partial<Schema>)?.safeParse === "function",
);

describe("every exported schema refuses a hostile value without throwing", () => {
  it("finds the schemas", () => expect(schemas.length).toBeGreaterThan(40));
  it.each(schemas)("%s", (_name, schema) => {
    for (const value of [undefined, null, 5, "x", [], true]) {
      expect(() => schema.safeParse(value)).not.toThrow();
    }
    expect(() => schema.safeParse({})).not.toThrow();
  });
});
