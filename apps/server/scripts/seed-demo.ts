import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import type { Db } from "@kerf/db";
import { sql } from "kysely";
import { signup } from "../src/services/auth/accounts";
import { createEdgeProfile } from "../src/services/catalogue/edge-profiles";
import { createMaterial } from "../src/services/catalogue/materials";
import { openScriptDatabase } from "./database";

export const DEMO_PASSWORD = "demo1234";

const SURNAMES = [
  "Sharma",
  "Mehta",
  "Patel",
  "Gupta",
  "Iyer",
  "Reddy",
  "Khan",
  "Singh",
  "Das",
  "Nair",
  "Joshi",
  "Kulkarni",
  "Desai",
  "Shah",
  "Rao",
  "Verma",
  "Bose",
  "Pillai",
  "Chopra",
  "Malhotra",
  "D'Souza",
  "Fernandes",
  "Menon",
  "Agarwal",
  "Bhat",
  "Saxena",
  "Kapoor",
  "Chauhan",
  "Yadav",
  "Mishra",
];
const TRADES = [
  "Glass House",
  "Interiors",
  "Traders",
  "Constructions",
  "Builders",
  "Furnishings",
  "Kitchens",
  "Aluminium Works",
  "Decor",
  "Developers",
  "Architects",
  "Enterprises",
  "Home Studio",
  "Glazing",
  "Marble Mart",
];

/**
 * A demo company with materials, edge profiles and `customers` customers, made in bulk by PostgreSQL.
 * Returns the company's id; its login is `email` with DEMO_PASSWORD.
 */
export async function seedDemoCompany(
  db: Db,
  email: string,
  customers: number,
  companyName = "Kerf Demo Glass",
) {
  const existing = await db
    .selectFrom("users")
    .select("companyId")
    .where("email", "=", email)
    .executeTakeFirst();
  if (existing) return existing.companyId;
  const { user } = await signup(
    // The worker of a running server sends the welcome mail; this script only queues it.
    { db, env: { APP_URL: "http://localhost:3000" }, mail: { kick() {} } },
    {
      companyName,
      email,
      password: DEMO_PASSWORD,
      phoneNumber: "9876543210",
      gstNo: "27AAPFU0939F1ZV",
      address: "Plot 12, MIDC Bhosari, Pune 411026",
    },
  );
  const company = await db
    .selectFrom("users")
    .select("companyId")
    .where("id", "=", user.id)
    .executeTakeFirstOrThrow();
  const session = { sessionId: "", userId: user.id, companyId: company.companyId };
  for (const [materialName, materialRate, cuttingRate, materialGst, materialWastage, hsnCode] of [
    ["Clear 5mm", "62.50", "4", "18", "5", "7005"],
    ["Toughened 12mm", "310", "12.75", "18", "10", "7007"],
    ["Granite Black", "145.35", "9.5", "12", "7.5", "6802"],
    ["Mirror 4mm", "48", "0", "28", "0", "7009"],
  ] as const) {
    await createMaterial(db, session, {
      materialName,
      materialRate,
      cuttingRate,
      materialGst,
      materialWastage,
      hsnCode,
      gstCharges: "0",
    });
  }
  for (const [catalogue, name, rate] of [
    ["edgeProfile1", "Flat Polish", "18"],
    ["edgeProfile7", "Bevel 10mm", "42.50"],
  ] as const) {
    await createEdgeProfile(db, session, {
      edgeProfileName: catalogue,
      saveAsEdgeProfile: "byName",
      customEdgeProfileName: name,
      edgeProfileRate: rate,
    });
  }
  await sql`
    INSERT INTO customers (company_id, customer_name, phone_no, date, created_at)
    SELECT ${company.companyId}::uuid,
           (${SURNAMES}::text[])[1 + i % ${SURNAMES.length}] || ' ' || (${TRADES}::text[])[1 + (i / ${SURNAMES.length}) % ${TRADES.length}] || ' ' || i,
           '9' || lpad((i % 1000000000)::text, 9, '0'),
           now() - make_interval(mins => i),
           now() - make_interval(mins => i)
    FROM generate_series(1, ${customers}) AS i`.execute(db);
  await sql`ANALYZE customers`.execute(db);
  return company.companyId;
}

if (import.meta.url === pathToFileURL(path.resolve(process.argv[1] ?? "")).href) {
  const { values } = parseArgs({
    options: {
      customers: { type: "string", default: "1000" },
      companies: { type: "string", default: "0" },
      email: { type: "string", default: "demo@kerf.local" },
    },
  });
  const customers = Number(values.customers);
  const others = Number(values.companies);
  if (!Number.isInteger(customers) || customers < 0 || !Number.isInteger(others) || others < 0) {
    console.error(
      "usage: npm run seed:demo -- --customers 100000 [--companies 10] [--email demo@kerf.local]",
    );
    process.exit(1);
  }
  const { db, close } = await openScriptDatabase();
  try {
    const started = Date.now();
    await seedDemoCompany(db, values.email, customers);
    for (let n = 1; n <= others; n++) {
      await seedDemoCompany(db, `demo${n}@kerf.local`, customers, `Kerf Demo Glass ${n}`);
    }
    console.log(
      `Seeded ${1 + others} compan${others ? "ies" : "y"} with ${customers} customers each in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
    console.log(`Log in as ${values.email} / ${DEMO_PASSWORD}`);
  } finally {
    await close();
  }
}
