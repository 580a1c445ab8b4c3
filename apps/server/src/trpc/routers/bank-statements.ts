import { ZBankStatementImport, ZPostBankMatches } from "@kerf/core";
import { importStatement } from "../../services/bank/import-statement";
import { postBankMatches } from "../../services/bank/post-matches";
import { companyMutation, router } from "../init";

/** Bank statements (issue 31): the web page sends the file's text; REST takes the file multipart. */
export const bankStatementsRouter = router({
  import: companyMutation("payments.record", ZBankStatementImport, importStatement),
  post: companyMutation("payments.record", ZPostBankMatches, postBankMatches),
});
