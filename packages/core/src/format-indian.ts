const NUMBER_TEXT = /^([+-]?)(\d+)(\.\d+)?$/;

/**
 * Indian digit grouping: the last three digits, then pairs ("1234567.00" -> "12,34,567.00").
 * Text in, text out, so no figure passes through a float; the decimals are kept as given.
 */
export function formatIndian(value: string): string {
  const match = NUMBER_TEXT.exec(value.trim());
  if (!match) throw new RangeError(`Not a decimal number: ${JSON.stringify(value)}`);
  const [, sign, whole = "", fraction = ""] = match;
  let grouped = whole.slice(-3);
  for (let end = whole.length - 3; end > 0; end -= 2) {
    grouped = `${whole.slice(Math.max(0, end - 2), end)},${grouped}`;
  }
  return `${sign === "-" ? "-" : ""}${grouped}${fraction}`;
}
