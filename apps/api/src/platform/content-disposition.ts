/** The Content-Disposition of a download: one helper for every module that sends a file (XLSForm, plan exports). */

/** `attachment` with an ASCII filename and the exact one in UTF-8 (RFC 6266), so "Ọ̀yọ́ census" survives. */
export function attachment(name: string, extension: string): string {
  // Characters file systems refuse, and control characters (below space), become spaces.
  const base =
    Array.from(name)
      .map((char) => (char < ' ' || '\\/:*?"<>|'.includes(char) ? ' ' : char))
      .join('')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 120) || 'form';
  const ascii =
    base
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["%;\\]/g, '')
      .trim() || 'form';
  const encoded = encodeURIComponent(`${base}.${extension}`).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}.${extension}"; filename*=UTF-8''${encoded}`;
}
