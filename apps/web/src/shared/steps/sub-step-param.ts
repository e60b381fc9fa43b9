/** `:step` of the address as a sub-step number within 1…count, or null when absent or invalid. */
export function parseSubStep(param: string | undefined, count: number): number | null {
  if (param === undefined || !/^\d+$/.test(param)) return null;
  const value = Number(param);
  return value >= 1 && value <= count ? value : null;
}
