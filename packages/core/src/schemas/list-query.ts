import { z } from "zod";
import { MAX_LENGTH, MAX_PAGE } from "../limits";
import { MESSAGES } from "../messages";
import { cappedString } from "./fields";

/** A record's id as a client sends it; one that cannot exist is answered "not found" by the service. */
export const recordIdField = () => cappedString(MAX_LENGTH.id, MESSAGES.idRequired);

/** The text typed in a list's search box. */
export const searchField = () => cappedString(MAX_LENGTH.search);

/** A page of a list, from 1 to MAX_PAGE; a query string's digits are read as a number. */
export const pageField = () =>
  z.coerce
    .number({ error: MESSAGES.pageInvalid })
    .int(MESSAGES.pageInvalid)
    .min(1, MESSAGES.pageInvalid)
    .max(MAX_PAGE, MESSAGES.pageInvalid);
