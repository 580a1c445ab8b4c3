import { recordIdField, ZCancelChallanInput, ZChallanListQuery, ZCreateChallanInput } from "@kerf/core";
import { z } from "zod";
import { cancelChallan, createChallan, getChallan, listChallans } from "../../services/delivery/challans";
import { orderDelivery } from "../../services/delivery/order-delivery";
import { companyMutation, companyQuery, router, ZById } from "../init";

export const challansRouter = router({
  create: companyMutation("orders.write", ZCreateChallanInput, createChallan),
  cancel: companyMutation("orders.write", ZCancelChallanInput, cancelChallan),
  get: companyQuery("orders.read", ZById, (db, session, input) => getChallan(db, session, input.id)),
  list: companyQuery("orders.read", ZChallanListQuery, listChallans),
  /** Each line of a customer's order: delivered and pending pieces. */
  delivery: companyQuery("orders.read", z.object({ customerId: recordIdField() }), (db, session, input) =>
    orderDelivery(db, session, input.customerId),
  ),
});
