import Ajv from "ajv";
import einvoiceSchema from "../schemas/einvoice-inv01-v1.1.schema.json";
import ewaybillSchema from "../schemas/ewaybill-bulk-v1.0.1118.schema.json";
import gstr1Schema from "../schemas/gstr1-offline-tool.schema.json";

// Strict ajv (unknown keywords refused); multipleOf read to 6 places, as 0.01 is not exact in binary.
const ajv = new Ajv({ allErrors: true, strict: true, multipleOfPrecision: 6 });
const validators = {
  einvoice: ajv.compile(einvoiceSchema),
  ewaybill: ajv.compile(ewaybillSchema),
  gstr1: ajv.compile(gstr1Schema),
};

/** The file's schema errors (none: []), as ajv words them. */
export function schemaErrors(kind: keyof typeof validators, file: unknown): string[] {
  const validate = validators[kind];
  return validate(JSON.parse(JSON.stringify(file)))
    ? []
    : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}
