import type { UserDetail } from "@kerf/core";
import type { Company } from "@kerf/db";

/** The user detail the legacy client keeps (docs/spec/portal-spec.md section 3): the company's profile. */
export type { UserDetail };

export function toUserDetail(userId: string, company: Company): UserDetail {
  return {
    _id: userId,
    id: userId,
    company_name: company.name,
    email_id: company.email,
    phone_no: company.phone,
    address: company.address,
    gstNo: company.gstNo,
    pinCode: company.pinCode,
    city: company.city,
  };
}
