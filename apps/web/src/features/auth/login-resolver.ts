import { zodResolver } from "@hookform/resolvers/zod";
import { ZLoginInput } from "@kerf/core";

/** The login form's check by the core schema, in a chunk of its own (see login-form.tsx). */
export const loginResolver = zodResolver(ZLoginInput);
