import { ZCompiledQuoteRequest } from "../../services/orders/compiled-schemas";
import { priceQuoteRequest } from "../../services/orders/quotes";
import { companyMutation, router } from "../init";

export const quotesRouter = router({
  /**
   * Prices a quote (a pricing-examples.json `input`) against the company's saved settings, storing nothing.
   * A mutation only so that a large quote travels in a POST body rather than the URL.
   */
  price: companyMutation("prices.read", ZCompiledQuoteRequest, priceQuoteRequest),
});
