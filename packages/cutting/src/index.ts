export { checkPlan } from "./check/check-plan";
export { CutJobError } from "./job";
export { type Offcut, sheetOffcuts } from "./plan/offcuts";
export { DEFAULT_TIME_LIMIT, planCuts } from "./plan-cuts";
export type {
  Cut,
  CutJob,
  CutPlan,
  OrderPiece,
  PlacedPiece,
  PlanOptions,
  SheetPlan,
  StockSheet,
  UnplacedPiece,
} from "./types";
