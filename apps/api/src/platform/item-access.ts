import { sql, type SQL } from 'drizzle-orm';
import {
  ALWAYS_INCLUDED_PERMISSIONS,
  PERMISSION_LIST,
  PERMISSIONS,
} from '@oversight/shared/access/permissions';
import {
  MDA_ACCOUNT_TYPES,
  PSEUDO_USER_EMAILS,
  VIEW_PERMISSION,
  type ContentType,
} from '@oversight/shared/collaboration/content';
import type { DbOrTx } from '../db/client.js';
import { executePrepared } from '../db/prepared.js';
import type { AuthContext } from './access-control.js';
import { isUuid } from './ids.js';

/**
 * THE item access function (docs/design.md section 5): what the caller may do on content items. Every module asks it, for
 * one item or a whole page of them (two queries whatever the page size), and it reads roles and grants fresh on every
 * request, so a removed grant or a changed role counts at once.
 *
 * The caller's permissions on an item are the union of:
 * - the current organisation's role (X-Organization-Id) when that organisation owns the item; a sub-user limited to
 *   chosen ministries/agencies (assigned_mda_ids) keeps it only for items of those MDAs;
 * - every stakeholder grant on the item, or on a parent of it (a project group covers its projects, a plan its
 *   outcomes and indicators), held by: the user; the current organisation (its role there bounds it); a department
 *   of the current organisation the user is in; "everyone in the organisation" when acting in the granting
 *   organisation; "all MDAs" when acting for a ministry, department or agency (MDA_ACCOUNT_TYPES) of the tenant, bounded
 *   like an organisation grant by the role there; "general public" (anyone, signed in or not).
 * A grant directly on an item narrows: for that grantee it replaces what a parent's grant would give.
 */

export type ItemRef = {
  type: ContentType;
  /** The item's internal UUID. */
  id: string;
  /** Organisations that own the item (for projects: organization_id, ministry_id, agency_id); nulls are ignored. */
  ownerOrganizationIds: readonly (string | null | undefined)[];
};

export type ItemAccess = {
  permissions: ReadonlySet<number>;
  /** The current organisation owns the item and its role applies. */
  viaOrganization: boolean;
  /** At least one stakeholder grant applies. */
  viaGrant: boolean;
};

export const NO_ACCESS: ItemAccess = { permissions: new Set(), viaOrganization: false, viaGrant: false };
const ALL_PERMISSIONS: readonly number[] = PERMISSION_LIST.map((permission) => permission.id);

/** What "general public" may ever be given on an item: viewing, and answering forms (a public survey). */
export const PUBLIC_GRANT_LIMIT: ReadonlySet<number> = new Set<number>([
  ...ALWAYS_INCLUDED_PERMISSIONS,
  PERMISSIONS.VIEW_FORM,
  PERMISSIONS.RESPOND_TO_FORM,
]);

export const itemKey = (type: ContentType, id: string) => `${type}:${id}`;

/**
 * How to find the parents of items of one kind. Both functions get a subquery of ids to use as `x IN (${ids})`:
 * `parentsOf` answers rows (child_id, parent_id) for those child ids; `childrenOf` rows (child_id) of those parents
 * (list scoping follows the link with it). The module owning the link registers it, e.g. project groups:
 * registerParentLink('project', { parentType: 'project_group', parentsOf: (tenantId, ids) => sql`SELECT project_id
 * AS child_id, group_id AS parent_id FROM project_group_projects WHERE tenant_id = ${tenantId} AND project_id IN
 * (${ids})`, childrenOf: ... }).
 */
export type ParentLink = {
  parentType: ContentType;
  parentsOf: (tenantId: string, childIds: SQL) => SQL;
  childrenOf: (tenantId: string, parentIds: SQL) => SQL;
};

const parentLinks = new Map<ContentType, ParentLink>();

export function registerParentLink(childType: ContentType, link: ParentLink) {
  parentLinks.set(childType, link);
}

/** Removes a link (tests that register a temporary one). */
export function unregisterParentLink(childType: ContentType) {
  parentLinks.delete(childType);
}

/** Acting for a ministry, department or agency: the "all MDAs" access group reaches the caller. */
const actsForMda = (auth: AuthContext) =>
  !!auth.user && !!auth.organization && MDA_ACCOUNT_TYPES.includes(auth.organization.accountType);

const uuidArray = (ids: readonly string[]) => sql`${sql.param([...ids])}::uuid[]`;

/** The current organisation's role on an item it owns, or null. */
function organizationPermissions(auth: AuthContext, item: ItemRef): ReadonlySet<number> | null {
  const organization = auth.organization;
  if (!auth.user || !organization) return null;
  const owners = item.ownerOrganizationIds.filter((id): id is string => !!id);
  if (!owners.includes(organization.id)) return null;
  const assigned = organization.assignedMdaIds;
  if (
    assigned &&
    assigned.length > 0 &&
    !owners.some((id) => id !== organization.id && assigned.includes(id))
  )
    return null;
  return organization.permissions;
}

type Node = { type: ContentType; id: string; depth: number };

/** Each item with its ancestors (depth 1 = parent), following the registered links: one query per link level. */
async function withAncestors(db: DbOrTx, tenantId: string, items: ItemRef[]): Promise<Map<string, Node[]>> {
  const lineage = new Map<string, Node[]>(
    items.map((item) => [itemKey(item.type, item.id), [{ type: item.type, id: item.id, depth: 0 }]]),
  );
  let frontier = items.map((item) => ({ origin: itemKey(item.type, item.id), type: item.type, id: item.id }));
  for (let depth = 1; depth <= 3 && frontier.length; depth += 1) {
    const next: typeof frontier = [];
    const byType = new Map<ContentType, typeof frontier>();
    for (const node of frontier) {
      if (!parentLinks.has(node.type)) continue;
      byType.set(node.type, [...(byType.get(node.type) ?? []), node]);
    }
    for (const [type, nodes] of byType) {
      const link = parentLinks.get(type)!;
      const ids = [...new Set(nodes.map((node) => node.id))];
      const result = await db.execute<{ child_id: string; parent_id: string }>(
        link.parentsOf(tenantId, sql`SELECT unnest(${uuidArray(ids)})`),
      );
      for (const node of nodes) {
        for (const row of result.rows) {
          if (row.child_id !== node.id) continue;
          lineage.get(node.origin)!.push({ type: link.parentType, id: row.parent_id, depth });
          next.push({ origin: node.origin, type: link.parentType, id: row.parent_id });
        }
      }
    }
    frontier = next;
  }
  return lineage;
}

type GrantRow = {
  content_type: ContentType;
  content_id: string;
  grantee: string;
  via_organization_grant: boolean;
  public_group: boolean;
  mda_group: boolean;
  permissions: number[];
  is_owner: boolean;
};

/** The grants on the content ids `contentIds` selects (`g.content_id` condition) that reach the caller, as SQL. */
function reachingGrantsSql(auth: AuthContext, contentIds: SQL): SQL {
  const userId = auth.user?.id ?? null;
  const organizationId = auth.user ? (auth.organization?.id ?? null) : null;
  const reachers: SQL[] = [sql`pu.email = ${PSEUDO_USER_EMAILS.general_public}`];
  if (userId) reachers.push(sql`g.grantee_user_id = ${userId}::uuid`);
  if (userId && organizationId) {
    reachers.push(
      sql`(pu.email = ${PSEUDO_USER_EMAILS.all_organisation} AND g.organization_id = ${organizationId}::uuid)`,
    );
    reachers.push(sql`g.grantee_organization_id = ${organizationId}::uuid`);
    reachers.push(
      sql`g.grantee_department_id IN (SELECT dm.department_id FROM department_members dm WHERE dm.user_id = ${userId}::uuid AND dm.organization_id = ${organizationId}::uuid)`,
    );
  }
  if (actsForMda(auth)) reachers.push(sql`pu.email = ${PSEUDO_USER_EMAILS.all_mdas}`);
  return sql`
    SELECT g.content_type, g.content_id::text AS content_id,
           coalesce(g.grantee_user_id, g.grantee_organization_id, g.grantee_department_id)::text AS grantee,
           (g.grantee_organization_id IS NOT NULL) AS via_organization_grant,
           coalesce(pu.email = ${PSEUDO_USER_EMAILS.general_public}, false) AS public_group,
           coalesce(pu.email = ${PSEUDO_USER_EMAILS.all_mdas}, false) AS mda_group,
           r.permissions, r.is_owner
      FROM stakeholder_grants g
      JOIN roles r ON r.id = g.role_id
      LEFT JOIN users pu ON pu.id = g.grantee_user_id AND pu.is_pseudo
     WHERE g.tenant_id = ${auth.tenant.id}::uuid AND ${contentIds}
       AND (${sql.join(reachers, sql` OR `)})`;
}

/** Grants on these items that reach the caller, with their roles' current permissions: one query. */
async function reachingGrants(db: DbOrTx, auth: AuthContext, contentIds: string[]): Promise<GrantRow[]> {
  if (!contentIds.length) return [];
  const result = await db.execute<GrantRow>(
    reachingGrantsSql(auth, sql`g.content_id = ANY(${uuidArray(contentIds)})`),
  );
  return result.rows;
}

/**
 * Each item's lineage (withAncestors) and the grants reaching the caller on any node of it. When the items' parents
 * have no parents of their own (projects -> project groups), one statement answers both; deeper links take one query
 * per level, then one for the grants.
 */
async function lineageAndGrants<Extra>(
  db: DbOrTx,
  auth: AuthContext,
  items: ItemRef[],
  alongside?: SQL,
): Promise<{ lineage: Map<string, Node[]>; grants: GrantRow[]; extra: Extra[] }> {
  const linkedTypes = [...new Set(items.map((item) => item.type))].filter((type) => parentLinks.has(type));
  const shallow = linkedTypes.every((type) => !parentLinks.has(parentLinks.get(type)!.parentType));
  if (!items.length || !shallow) {
    const [lineage, extra] = await Promise.all([
      withAncestors(db, auth.tenant.id, items),
      alongside
        ? db.execute<Extra & Record<string, unknown>>(alongside).then((result) => result.rows as Extra[])
        : Promise.resolve([]),
    ]);
    const contentIds = [...new Set([...lineage.values()].flat().map((node) => node.id))];
    return { lineage, grants: await reachingGrants(db, auth, contentIds), extra };
  }
  const parentSelects = linkedTypes.map((type) => {
    const ids = [...new Set(items.filter((item) => item.type === type).map((item) => item.id))];
    const link = parentLinks.get(type)!;
    return sql`SELECT ${type}::text AS child_type, l.child_id::text AS child_id, l.parent_id::text AS parent_id
      FROM (${link.parentsOf(auth.tenant.id, sql`SELECT unnest(${uuidArray(ids)})`)}) AS l`;
  });
  const parents = parentSelects.length
    ? sql.join(parentSelects, sql` UNION ALL `)
    : sql`SELECT NULL::text AS child_type, NULL::text AS child_id, NULL::text AS parent_id WHERE false`;
  const itemIds = uuidArray([...new Set(items.map((item) => item.id))]);
  // Prepared by name: every signed-in catalogue page runs this text, with only its parameters changing.
  const result = await executePrepared<{
    parents: { child_type: ContentType; child_id: string; parent_id: string }[];
    grants: GrantRow[];
    extra: Extra[] | null;
  }>(
    db,
    sql`
    WITH parents AS (${parents})
    SELECT (SELECT coalesce(json_agg(p), '[]'::json) FROM parents p) AS parents,
           (SELECT coalesce(json_agg(g), '[]'::json) FROM (${reachingGrantsSql(
             auth,
             sql`g.content_id IN (SELECT unnest(${itemIds}) UNION SELECT parent_id::uuid FROM parents)`,
           )}) g) AS grants,
           ${alongside ? sql`(SELECT coalesce(json_agg(x), '[]'::json) FROM (${alongside}) x)` : sql`NULL::json`} AS extra`,
  );
  const { parents: links, grants, extra } = result.rows[0]!;
  const lineage = new Map<string, Node[]>(
    items.map((item) => [itemKey(item.type, item.id), [{ type: item.type, id: item.id, depth: 0 }]]),
  );
  for (const item of items) {
    const link = parentLinks.get(item.type);
    if (!link) continue;
    for (const row of links) {
      if (row.child_type !== item.type || row.child_id !== item.id) continue;
      lineage.get(itemKey(item.type, item.id))!.push({ type: link.parentType, id: row.parent_id, depth: 1 });
    }
  }
  return { lineage, grants, extra: extra ?? [] };
}

/**
 * What the caller may do on each item, keyed by itemKey(type, id). Items the caller has no relationship with get
 * NO_ACCESS (public visibility, such as a published project, is the module's own rule).
 */
export async function itemAccess(
  db: DbOrTx,
  auth: AuthContext,
  items: readonly ItemRef[],
): Promise<Map<string, ItemAccess>> {
  return (await itemAccessAlongside(db, auth, items)).access;
}

/**
 * itemAccess, plus the rows of another read (`alongside`, a SELECT) answered in the same statement when it can be:
 * a hot path (a signed-in caller's page of shared projects) saves a round trip. The rows come back through JSON
 * (uuids and dates as strings).
 */
export async function itemAccessAlongside<Extra = Record<string, unknown>>(
  db: DbOrTx,
  auth: AuthContext,
  items: readonly ItemRef[],
  alongside?: SQL,
): Promise<{ access: Map<string, ItemAccess>; extra: Extra[] }> {
  const valid = items.filter((item) => isUuid(item.id));
  const { lineage, grants, extra } = await lineageAndGrants<Extra>(db, auth, valid, alongside);
  const grantsByItem = new Map<string, GrantRow[]>();
  for (const grant of grants) {
    const key = itemKey(grant.content_type, grant.content_id);
    grantsByItem.set(key, [...(grantsByItem.get(key) ?? []), grant]);
  }

  const answer = new Map<string, ItemAccess>();
  for (const item of items) {
    const key = itemKey(item.type, item.id);
    const nodes = lineage.get(key) ?? [];
    const permissions = new Set<number>();
    const own = organizationPermissions(auth, item);
    if (own) own.forEach((permission) => permissions.add(permission));

    // The nearest grant of each grantee wins (a grant on the item narrows its parent's).
    const nearest = new Map<string, { depth: number; grants: GrantRow[] }>();
    for (const node of nodes) {
      for (const grant of grantsByItem.get(itemKey(node.type, node.id)) ?? []) {
        const held = nearest.get(grant.grantee);
        if (!held || node.depth < held.depth)
          nearest.set(grant.grantee, { depth: node.depth, grants: [grant] });
        else if (node.depth === held.depth) held.grants.push(grant);
      }
    }
    let viaGrant = false;
    for (const { grants: held } of nearest.values()) {
      for (const grant of held) {
        viaGrant = true;
        const granted = grant.is_owner
          ? ALL_PERMISSIONS
          : [...grant.permissions, ...ALWAYS_INCLUDED_PERMISSIONS];
        // A grant to an organisation (or to all MDAs) gives its members no more than their own role there; the public
        // only views.
        const bound = grant.public_group
          ? PUBLIC_GRANT_LIMIT
          : grant.via_organization_grant || grant.mda_group
            ? auth.organization?.permissions
            : null;
        for (const permission of granted) if (!bound || bound.has(permission)) permissions.add(permission);
      }
    }
    answer.set(key, permissions.size ? { permissions, viaOrganization: !!own, viaGrant } : NO_ACCESS);
  }
  return { access: answer, extra };
}

export async function itemAccessOne(db: DbOrTx, auth: AuthContext, item: ItemRef): Promise<ItemAccess> {
  return (await itemAccess(db, auth, [item])).get(itemKey(item.type, item.id)) ?? NO_ACCESS;
}

export const can = (access: ItemAccess, permission: number) => access.permissions.has(permission);

/**
 * For list queries (layer 3): SQL selecting the ids of `type` items shared with the caller through a grant giving
 * `permission` (default: the view permission of that kind), directly or through registered parent links (up to 3 levels).
 * Use as `p.id IN (${grantedItemIdsSql(auth, 'project')})`. Organisation ownership is the list's own condition.
 */
export function grantedItemIdsSql(
  auth: AuthContext,
  type: ContentType,
  permission: number = VIEW_PERMISSION[type],
): SQL {
  const userId = auth.user?.id ?? null;
  const organizationId = auth.user ? (auth.organization?.id ?? null) : null;
  const reachers: SQL[] = [
    sql`g.grantee_user_id IN (SELECT id FROM users WHERE tenant_id = ${auth.tenant.id}::uuid AND is_pseudo AND email = ${PSEUDO_USER_EMAILS.general_public})`,
  ];
  if (userId) reachers.push(sql`g.grantee_user_id = ${userId}::uuid`);
  if (userId && organizationId) {
    reachers.push(
      sql`(g.organization_id = ${organizationId}::uuid AND g.grantee_user_id IN (SELECT id FROM users WHERE tenant_id = ${auth.tenant.id}::uuid AND is_pseudo AND email = ${PSEUDO_USER_EMAILS.all_organisation}))`,
    );
    reachers.push(sql`g.grantee_organization_id = ${organizationId}::uuid`);
    reachers.push(
      sql`g.grantee_department_id IN (SELECT dm.department_id FROM department_members dm WHERE dm.user_id = ${userId}::uuid AND dm.organization_id = ${organizationId}::uuid)`,
    );
  }
  if (actsForMda(auth)) {
    reachers.push(
      sql`g.grantee_user_id IN (SELECT id FROM users WHERE tenant_id = ${auth.tenant.id}::uuid AND is_pseudo AND email = ${PSEUDO_USER_EMAILS.all_mdas})`,
    );
  }
  const grantedOf = (kind: ContentType) => sql`
    SELECT g.content_id FROM stakeholder_grants g JOIN roles r ON r.id = g.role_id
     WHERE g.tenant_id = ${auth.tenant.id}::uuid AND g.content_type = ${kind}
       AND (r.is_owner OR ${permission}::int = ANY(r.permissions) OR ${permission}::int = ANY(${sql.param([...ALWAYS_INCLUDED_PERMISSIONS])}::int[]))
       AND (${sql.join(reachers, sql` OR `)})`;
  // Follow the links up as itemAccess does (3 levels): indicators of outcomes of a granted plan are granted too.
  const parts: SQL[] = [grantedOf(type)];
  let descend = (parentIds: SQL) => parentIds;
  let kind: ContentType = type;
  for (let depth = 1; depth <= 3; depth += 1) {
    const link = parentLinks.get(kind);
    if (!link) break;
    const below = descend;
    descend = (parentIds) =>
      below(
        sql`SELECT child_id FROM (${link.childrenOf(auth.tenant.id, parentIds)}) AS ${sql.raw(`children_${depth}`)}`,
      );
    parts.push(descend(grantedOf(link.parentType)));
    kind = link.parentType;
  }
  return sql.join(parts, sql` UNION `);
}
