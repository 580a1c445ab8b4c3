// `npm run audit:verify -- <companyId>`: recomputes a company's audit chain and reports the first broken
// row (exit 1), or that it holds (exit 0). Reads DATABASE_URL, else the embedded database in DATA_DIR.
import { describeChain, verifyAuditChain } from "../src/services/audit/audit-verify";
import { isRecordId } from "../src/services/record-id";
import { openScriptDatabase } from "./database";

const companyId = process.argv[2] ?? "";
if (!isRecordId(companyId)) {
  console.error("usage: npm run audit:verify -- <companyId>   (the company's id, a UUID)");
  process.exit(2);
}
const { db, close } = await openScriptDatabase();
try {
  const report = await verifyAuditChain(db, companyId);
  console.log(describeChain(report));
  process.exitCode = report.broken ? 1 : 0;
} finally {
  await close();
}
