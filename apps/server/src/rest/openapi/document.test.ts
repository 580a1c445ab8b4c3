import { takes } from "@kerf/core";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { buildOpenApiDocument } from "./document";
import { ok, type RouteDoc } from "./route-doc";

const documented = (body: z.ZodType) => {
  const doc: RouteDoc = {
    tag: "Auth",
    summary: "x",
    auth: false,
    body,
    success: { status: 200, schema: ok(z.null()) },
    failures: [],
  };
  const made = buildOpenApiDocument([{ method: "POST", url: "/api/x", doc }], "1");
  return made.paths["/api/x"]!.post!.requestBody!.content["application/json"]!.schema;
};

describe("the request schemas of the REST document", () => {
  it("stop the start at a transform or refinement whose JSON Schema no takes() says", () => {
    expect(() => documented(z.object({ a: z.string().transform(Number) }))).toThrow(/a transform/);
    expect(() => documented(z.object({ a: z.string().refine((s) => s !== "x") }))).toThrow(/a refinement/);
    const said = documented(z.object({ a: takes(z.string().transform(Number), { pattern: "^\\d+$" }) }));
    expect(said.properties).toEqual({ a: { type: "string", pattern: "^\\d+$" } });
  });

  it("say text read trimmed as it is read, and each rule's message", () => {
    const schema = documented(
      z.object({
        name: z
          .string({ error: "Name is Required" })
          .max(20, "Must be at most 20 characters")
          .trim()
          .min(1, "Name is Required")
          .describe("The name"),
      }),
    );
    // " " is refused once trimmed, so the document refuses blank text rather than counting characters.
    expect(schema.properties).toEqual({
      name: {
        type: "string",
        maxLength: 20,
        pattern: "\\S",
        description:
          "The name. Refused with 'Name is Required' (required, type); 'Must be at most 20 characters' (maxLength); 'Name is Required' (blank).",
      },
    });
  });
});
