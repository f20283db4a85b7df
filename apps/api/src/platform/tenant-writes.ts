import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Issue 18 item 17: a write must name its tenant (or organisation) in the statement itself, not trust an earlier
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

const scoped = (table: string, where: string) => SCOPE.test(where) || (Object.hasOwn(OWNER_SCOPED, table) && OWNER_SCOPED[table]!.test(where));

function writesWithoutTenant(body: string): boolean {
  // Raw SQL: from the statement's verb to the end of its template literal. (ON CONFLICT ... DO UPDATE is an insert.)
  for (const statement of body.matchAll(/(?<!DO )\b(?:UPDATE\s+(\w+)\s+(?:\w+\s+)?SET|DELETE\s+FROM\s+(\w+))[\s\S]*?(?:`|$)/g)) {
    const where = statement[0].split(/\bWHERE\b/i).slice(1).join(' ');
    if (!scoped(statement[1] ?? statement[2]!, where)) return true;
  }
  // Drizzle: db.update(table)...where(...) / db.delete(table).where(...) up to the end of the statement.
  for (const call of body.matchAll(/\.(?:update|delete)\((\w+)\)[\s\S]*?;/g)) {
    const where = call[0].split('.where(').slice(1).join(' ');
    if (!scoped(call[1]!, where)) return true;
  }
  return false;
}
