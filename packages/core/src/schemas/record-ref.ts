import { z } from "zod";
import { MAX_LENGTH } from "../limits";
import { MESSAGES } from "../messages";
import { cappedString } from "./fields";
import { refusedWith, takes } from "./takes";

const given = (key: string) => ({ required: [key], properties: { [key]: { minLength: 1 } } });

/** The legacy client names a record by `_id` (or `id`) in the body: the server's id. */
export const ZRecordRef = takes(
  z
    .object({ _id: cappedString(MAX_LENGTH.id).optional(), id: cappedString(MAX_LENGTH.id).optional() })
    .transform((ref, ctx) => {
      const id = ref._id || ref.id;
      if (!id) {
        ctx.issues.push({ code: "custom", message: MESSAGES.idRequired, path: ["_id"], input: ref });
        return z.NEVER;
      }
      return id;
    }),
  {
    anyOf: [given("_id"), given("id")],
    description: refusedWith({ "anyOf: _id or id": MESSAGES.idRequired }),
  },
);
