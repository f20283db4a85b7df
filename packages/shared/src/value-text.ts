/**
 * A JSON value as text, as `String()` prints it for strings, numbers, booleans and lists of them ("a,b"), but an
 * object as its JSON (not "[object Object]") and null or undefined as nothing.
 */
export function valueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  if (Array.isArray(value)) return value.map(valueText).join(',');
  // JSON.stringify answers undefined (not a string) for these, whatever its declared type says.
  if (typeof value === 'function' || typeof value === 'symbol') return '';
  return JSON.stringify(value);
}
