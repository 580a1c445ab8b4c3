/** Whether a 2-decimal figure is zero ("0.00", "-0.00"): such cells are shown faint. */
export function isZero(figure: string): boolean {
  return /^-?0\.00$/.test(figure);
}
