import { formatDate } from "@kerf/core";

/** Today as the date input wants it (YYYY-MM-DD), the calendar day in India like every date shown. */
export function todayInIndia(): string {
  return formatDate(new Date(), "YYYY-MM-DD");
}

/** The Create Customer form starts with name and phone empty and the date set to now (portal-spec 3). */
export function newCustomerDefaults() {
  return { customerName: "", phoneNo: "", date: todayInIndia() };
}

/**
 * The date input holds only a day. Left on today it means "now", so the customer keeps the moment it
 * was added; another day is sent as that day.
 */
export function dateToSend(day: Date): Date {
  return formatDate(day, "YYYY-MM-DD") === todayInIndia() ? new Date() : day;
}
