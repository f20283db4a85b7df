import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A write must name its tenant (or organisation) in the statement itself, not trust an earlier
 * tenant-scoped read. Finds UPDATE / DELETE statements (raw SQL) and drizzle `.update(` / `.delete(` calls in the
 * repositories whose WHERE names neither `tenant_id` / `tenantId` nor `organization_id` / `organizationId`.
 * Tables that belong to a user and have no tenant column (OWNER_SCOPED) are scoped by their owner instead: there the
 * WHERE may name the owner column. Answers `<file>#<function>` for each function holding one.
 */
export function unscopedWrites(modulesDir: string): string[] {
  const found = new Set<string>();
  for (const folder of readdirSync(modulesDir, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    for (const name of readdirSync(path.join(modulesDir, folder.name))) {
      if (!name.endsWith('.repository.ts')) continue;
      const text = readFileSync(path.join(modulesDir, folder.name, name), 'utf8');
      const functions = [...text.matchAll(/^export (?:async )?function (\w+)/gm)];
      functions.forEach((match, index) => {
        const body = text.slice(match.index, functions[index + 1]?.index ?? text.length);
        if (writesWithoutTenant(body)) found.add(`${folder.name}/${name}#${match[1]}`);
      });
    }
  }
  return [...found].sort();
}

const SCOPE = /tenant_?id|organization_?id|tenantId|organizationId/i;

/**
 * Tables without a tenant column whose rows belong to one user (reached only through a tenant-checked user): the
 * statement names the owner. Keyed by SQL name and by drizzle variable; the value matches the owner column.
 */
const OWNER_SCOPED: Record<string, RegExp> = {
  refresh_tokens: /\buser_id\b/,
  refreshTokens: /\brefreshTokens\.userId\b/,
  one_time_codes: /\buser_id\b/,
  oneTimeCodes: /\boneTimeCodes\.userId\b/,
};

const scoped = (table: string, where: string) =>
  SCOPE.test(where) || (Object.hasOwn(OWNER_SCOPED, table) && OWNER_SCOPED[table]!.test(where));

function writesWithoutTenant(body: string): boolean {
  // Raw SQL: from the statement's verb to the end of its template literal, past nested ones such as
  // `SET ${sql.join(sets, sql`, `)} WHERE ...`. (ON CONFLICT ... DO UPDATE is an insert.)
  for (const verb of body.matchAll(/(?<!DO )\b(?:UPDATE\s+(\w+)\s+(?:\w+\s+)?SET|DELETE\s+FROM\s+(\w+))/g)) {
    const statement = body.slice(verb.index, templateEnd(body, verb.index + verb[0].length));
    const where = statement
      .split(/\bWHERE\b/i)
      .slice(1)
      .join(' ');
    if (!scoped(verb[1] ?? verb[2]!, where)) return true;
  }
  // Drizzle: db.update(table)...where(...) / db.delete(table).where(...) up to the end of the statement.
  for (const call of body.matchAll(/\.(?:update|delete)\((\w+)\)[\s\S]*?;/g)) {
    const where = call[0].split('.where(').slice(1).join(' ');
    if (!scoped(call[1]!, where)) return true;
  }
  return false;
}

/** Where the template literal holding `from` ends: its closing backtick, skipping `${...}` expressions. */
function templateEnd(text: string, from: number): number {
  let i = from;
  while (i < text.length && text[i] !== '`')
    i = text.startsWith('${', i) ? expressionEnd(text, i + 2) : i + 1;
  return i;
}

/** Just past the `}` closing an expression that starts at `from`, skipping nested braces and template literals. */
function expressionEnd(text: string, from: number): number {
  let depth = 1;
  let i = from;
  while (i < text.length && depth > 0) {
    const char = text[i];
    if (char === '`') {
      i = templateEnd(text, i + 1) + 1;
      continue;
    }
    if (char === '{') depth += 1;
    else if (char === '}') depth -= 1;
    i += 1;
  }
  return i;
}
