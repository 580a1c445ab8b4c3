export {
  type Allocation,
  type CreditMatch,
  MAX_SUGGESTIONS,
  type MatchCredit,
  type MatchInvoice,
  type MatchRule,
  matchCredits,
  type Suggestion,
} from "./bank-match";
export { BANK_PRESETS, type BankPreset, type ColumnMapping, presetMapping } from "./bank-presets";
export { type ParsedStatement, parseStatement, type StatementCredit } from "./bank-statement";
export { creditMode } from "./bank-text";
export { parseBankAmount, parseBankDate, rupeesText } from "./bank-values";
