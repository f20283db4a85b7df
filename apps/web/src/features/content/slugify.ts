/** A stable anchor id for a heading: "3. Why we use your data" -> "why-we-use-your-data". */
export function headingId(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/^\d+\.\s*/, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
