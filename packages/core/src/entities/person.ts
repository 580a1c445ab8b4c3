import { z } from "zod";
import { PERMISSIONS } from "../permissions";

// Apart from staff.ts: the sign-up and login answers carry the person, and the login page must not load
// the staff schemas with them.

/** The signed-in person: who they are, their role and what it permits (the web app hides the rest). */
export const ZPersonFields = {
  name: z.string(),
  email: z.string(),
  role: z.string(),
  roleName: z.string(),
  permissions: z.array(z.enum(PERMISSIONS)),
};
