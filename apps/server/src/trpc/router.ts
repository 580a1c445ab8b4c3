import { checkHealth } from "../services/health";
import { publicProcedure, router } from "./init";
import { auditRouter } from "./routers/audit";
import { authRouter } from "./routers/auth";
import { bankStatementsRouter } from "./routers/bank-statements";
import { challansRouter } from "./routers/challans";
import { creditNotesRouter } from "./routers/credit-notes";
import { customersRouter } from "./routers/customers";
import { cuttingRouter } from "./routers/cutting";
import { gstRouter } from "./routers/gst";
import { invoicesRouter } from "./routers/invoices";
import { jobWorkRouter } from "./routers/job-work";
import { ordersRouter } from "./routers/orders";
import { paymentsRouter } from "./routers/payments";
import { quotesRouter } from "./routers/quotes";
import { settingsRouter } from "./routers/settings";
import { sharingRouter } from "./routers/sharing";
import { staffRouter } from "./routers/staff";

export const appRouter = router({
  health: publicProcedure.query(({ ctx }) => checkHealth(ctx.db)),
  auth: authRouter,
  settings: settingsRouter,
  customers: customersRouter,
  orders: ordersRouter,
  invoices: invoicesRouter,
  payments: paymentsRouter,
  bankStatements: bankStatementsRouter,
  creditNotes: creditNotesRouter,
  challans: challansRouter,
  jobWork: jobWorkRouter,
  gst: gstRouter,
  quotes: quotesRouter,
  sharing: sharingRouter,
  cutting: cuttingRouter,
  audit: auditRouter,
  staff: staffRouter,
});

export type AppRouter = typeof appRouter;
