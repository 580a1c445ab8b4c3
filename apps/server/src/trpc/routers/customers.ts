import {
  pageField,
  searchField,
  ZCreateCustomerInput,
  ZCustomerTermsInput,
  ZOrderState,
  ZPriceListChoice,
} from "@kerf/core";
import { z } from "zod";
import { getCustomerTerms, setCustomerTerms } from "../../services/billing/credit-terms";
import { setOrderPriceList } from "../../services/catalogue/price-lists";
import { createCustomer, deleteCustomer, getCustomer, listCustomers } from "../../services/orders/customers";
import { companyMutation, companyQuery, router, ZById } from "../init";

const ZCustomerList = z.object({
  search: searchField().optional(),
  page: pageField().default(1),
  state: ZOrderState.optional(),
});

export const customersRouter = router({
  list: companyQuery("orders.read", ZCustomerList, listCustomers),
  get: companyQuery("orders.read", ZById, (db, session, input) => getCustomer(db, session, input.id)),
  create: companyMutation("customers.write", ZCreateCustomerInput, createCustomer),
  /** Credit days and the reminders switch (issue 31). */
  terms: companyQuery("orders.read", ZById, (db, session, input) => getCustomerTerms(db, session, input.id)),
  setTerms: companyMutation("customers.write", ZCustomerTermsInput, setCustomerTerms),
  /** The customer's price list by name or id; null: the company's settings (issue 29 point 4). */
  setPriceList: companyMutation(
    "customers.write",
    ZById.extend({ priceList: ZPriceListChoice }),
    (db, session, input) => setOrderPriceList(db, session, input.id, input.priceList),
  ),
  delete: companyMutation("customers.write", ZById, (db, session, input) =>
    deleteCustomer(db, session, input.id),
  ),
});
