import type { UserDetail } from "@kerf/core";
import type { Company } from "@kerf/db";
import type { PersonDetail } from "../staff/person";

/** The user detail the legacy client keeps (docs/spec/portal-spec.md section 3): the company's profile. */
export type { UserDetail };

export function toUserDetail(person: PersonDetail, company: Company): UserDetail {
  const { id, ...own } = person;
  return {
    _id: id,
    id,
    company_name: company.name,
    email_id: company.email,
    phone_no: company.phone,
    address: company.address,
    gstNo: company.gstNo,
    pinCode: company.pinCode,
    city: company.city,
    person: own,
  };
}
