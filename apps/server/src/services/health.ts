import type { Db } from "@kerf/db";
import { sql } from "kysely";

export async function checkHealth(db: Db): Promise<{ status: "ok" | "unavailable" }> {
  try {
    await Promise.race([
      sql`SELECT 1`.execute(db),
      new Promise((_, reject) => setTimeout(() => reject(new Error("timeout")), 2000).unref()),
    ]);
    return { status: "ok" };
  } catch {
    return { status: "unavailable" };
  }
}
