import examples from "@kerf/core/pricing-examples.json" with { type: "json" };
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rest, signupCompany } from "../../../test/clients";
import { addCustomer } from "../../../test/order-fixture";
import { createTestApp, type TestApp } from "../../../test/test-app";

// A line's note (issue 28 point 1's proof): sent, stored, read back and refused when too long over REST.
const example = (examples as unknown as { input: { materials: Record<string, string>[] } }[])[0]!;
const line = { widthForDisplay: "12", lengthForDisplay: "24", quantity: 2 };

describe("a line's note over /api/draft/material", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("keeps the note through add, read and edit, blank as null, and refuses 201 characters", async () => {
    const { accessToken: token } = await signupCompany(t.app, { email: "note@kerf.test" });
    const material = example.input.materials[0]!;
    expect((await rest(t.app, "POST", "/setting/material", material, token)).status).toBe(201);
    const draftId = await addCustomer(t.app, token, "Note customer");
    const body = { draftId, ...line, materialType: material.materialName };

    const added = await rest(
      t.app,
      "POST",
      "/draft/material",
      { ...body, note: " bevel the top edge " },
      token,
    );
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.data.note).toBe("bevel the top edge");
    const read = await rest(t.app, "GET", `/draft/material?draftId=${draftId}`, undefined, token);
    expect(read.body.data.lines.map((l: { note: string | null }) => l.note)).toEqual(["bevel the top edge"]);

    const { draftId: _, ...edit } = body;
    const cleared = await rest(
      t.app,
      "PATCH",
      "/draft/material",
      { ...edit, _id: added.body.data._id, note: " " },
      token,
    );
    expect(cleared.status).toBe(200);
    expect(cleared.body.data.note).toBeNull();

    const tooLong = await rest(t.app, "POST", "/draft/material", { ...body, note: "x".repeat(201) }, token);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ isError: true, errors: { note: "Must be at most 200 characters" } });
    const after = await rest(t.app, "GET", `/draft/material?draftId=${draftId}`, undefined, token);
    expect(after.body.data.lines).toHaveLength(1);
  });
});
