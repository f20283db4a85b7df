/** How a project's public id is made (docs/spec/contract-notes.md "Projects"): by project writes, imports and the demo seed. */

function slugifyProjectName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
}

/** public_id: the slugified name plus the lower-cased code (docs/spec/contract-notes.md "Projects"). */
export function projectPublicId(name: string, code: string): string {
  return `${slugifyProjectName(name)}-${code.toLowerCase().replace(/[^a-z0-9-]+/g, '-')}`;
}
