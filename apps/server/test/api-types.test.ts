import fs from "node:fs";
import { expect, it } from "vitest";
import { API_TYPES_FILE, apiTypes } from "../scripts/api-types";

it("keeps scripts/kerf-rest-api.d.ts as the REST document makes it (npm run api:types)", async () => {
  expect(fs.readFileSync(API_TYPES_FILE, "utf8"), "run `npm run api:types` and commit the file").toBe(
    await apiTypes(),
  );
}, 30_000);
