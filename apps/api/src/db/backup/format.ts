import { readFileSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';

/**
 * A backup is a .tar.gz: manifest.json first, then each table's rows as JSON lines (row_to_json, in parts of at most
 * ROWS_PER_PART rows) under tables/<table>/<n>.ndjson, then the stored files under files/uploads/ and files/private/.
 * Logical (SQL only): the same on PGlite and on a PostgreSQL server, and restorable into either.
 */
export const BACKUP_FORMAT = 1;
export const ROWS_PER_PART = 5000;

/**
 * Caches rebuilt on first read whose rows hold transaction ids or pg_snapshots of the database they were made in;
 * another database's ids would make them wrong, so they are not backed up.
 */
export const DERIVED_TABLES = [
  'survey_cross_tabs',
  'survey_rollups',
  'survey_rollup_days',
  'survey_rollup_answers',
  'survey_rollup_pairs',
  'survey_rollup_edits',
] as const;

/** The DATA_DIR folders backed up with local storage (raw incoming uploads wait minutes for a post: left out). */
export const FILE_FOLDERS = ['uploads', 'private'] as const;

export type BackupManifest = {
  format: number;
  app: 'oversight';
  appVersion: string;
  createdAt: string;
  engine: 'pglite' | 'postgres';
  /** The last applied migration: a restore migrates to it, loads the rows, then migrates on. */
  migration: { tag: string; when: number };
  /** Rows of every backed-up table, in load order (tables a foreign key points to first). */
  tables: { name: string; rows: number }[];
  derivedTables: string[];
  sequences: { name: string; lastValue: string | null }[];
  storage: 'local' | 's3';
  files: { count: number; bytes: number };
};

/** A problem the operator can fix (a newer backup, a database not empty): printed as one line by the CLI. */
export class BackupError extends Error {}

let version: string | undefined;
/** apps/api/package.json's version, found upward from the running code (src/db/backup under tsx, dist in the build). */
export function appVersion(): string {
  if (version) return version;
  let dir = import.meta.dirname;
  for (let depth = 0; depth < 5; depth += 1) {
    try {
      const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (manifest.name === '@oversight/api') return (version = manifest.version ?? 'unknown');
    } catch {
      // Not here: one folder up.
    }
    dir = path.dirname(dir);
  }
  return (version = 'unknown');
}

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

type Queryable = Pick<pg.PoolClient, 'query'>;

/** The application's tables (schema public), ordered so a table comes after those its foreign keys point to. */
export async function tablesInLoadOrder(client: Queryable): Promise<string[]> {
  const { rows: tables } = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c
     WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p') AND NOT c.relispartition
     ORDER BY c.relname`,
  );
  const { rows: edges } = await client.query<{ child: string; parent: string }>(
    `SELECT ch.relname AS child, pa.relname AS parent FROM pg_constraint k
     JOIN pg_class ch ON ch.oid = k.conrelid JOIN pg_class pa ON pa.oid = k.confrelid
     WHERE k.contype = 'f' AND k.connamespace = 'public'::regnamespace AND ch.oid <> pa.oid`,
  );
  const parents = new Map<string, Set<string>>(tables.map((table) => [table.name, new Set()]));
  for (const edge of edges) parents.get(edge.child)?.add(edge.parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const visit = (name: string) => {
    if (placed.has(name) || visiting.has(name)) return; // a cycle: its foreign keys are deferred during the load
    visiting.add(name);
    for (const parent of parents.get(name) ?? []) visit(parent);
    visiting.delete(name);
    placed.add(name);
    ordered.push(name);
  };
  for (const table of tables) visit(table.name);
  return ordered;
}
