/** A number input's value as the API wants it: null when empty. */
export const numberOrNull = (value: number | string | null): number | null =>
  value === '' || value === null || Number.isNaN(Number(value)) ? null : Number(value);
