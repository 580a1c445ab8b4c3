import { formatDate, todayInIndia } from "@kerf/core";

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
