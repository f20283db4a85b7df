import { describe, it, expect } from 'vitest';
import {
  PERMISSIONS,
  PERMISSION_LIST,
  ALWAYS_INCLUDED_PERMISSIONS,
  ROLE_BUILDER_GROUPS,
  SHARING_BUILDER_GROUPS,
  normalizeRolePermissions,
  isPermission,
  permissionInfo,
  type Permission,
} from './permissions.js';

const ALL_IDS = Array.from({ length: 40 }, (_, i) => i);

describe('permissions', () => {
  it('has 40 unique ids 0..39', () => {
    const ids = Object.values(PERMISSIONS);
    expect(ids).toHaveLength(40);
    expect(new Set(ids).size).toBe(40);
    expect([...ids].sort((a, b) => a - b)).toEqual(ALL_IDS);
  });

  it('numbers the spec list in order', () => {
    expect(PERMISSIONS.CREATE_EDIT_PROJECT).toBe(0);
    expect(PERMISSIONS.EDIT_PROJECT).toBe(1);
    expect(PERMISSIONS.RESPOND_TO_FORM).toBe(12);
    expect(PERMISSIONS.VIEW_PROJECT).toBe(17);
    expect(PERMISSIONS.VIEW_PLAN).toBe(20);
    expect(PERMISSIONS.VIEW_DASHBOARD).toBe(32);
    expect(PERMISSIONS.MANAGE_DASHBOARD_VISUALIZATIONS).toBe(35);
    expect(PERMISSIONS.VIEW_FORM).toBe(36);
    expect(PERMISSIONS.MANAGE_DASHBOARD_STAKEHOLDERS).toBe(37);
    expect(PERMISSIONS.MANAGE_BILLING).toBe(38);
    expect(PERMISSIONS.RESPOND_TO_CITIZENS).toBe(39);
  });

  it('describes every permission once, indexed by id, consistent with PERMISSIONS', () => {
    expect(PERMISSION_LIST.map((p) => p.id)).toEqual(ALL_IDS);
    for (const p of PERMISSION_LIST) {
      expect(PERMISSIONS[p.key]).toBe(p.id);
      expect(p.label.length).toBeGreaterThan(0);
      expect(p.description).toMatch(/^[A-Z].*\.$/);
      expect(permissionInfo(p.id)).toBe(p);
    }
  });

  it('always includes the five view permissions', () => {
    expect([...ALWAYS_INCLUDED_PERMISSIONS].sort((a, b) => a - b)).toEqual([
      PERMISSIONS.VIEW_PROJECT,
      PERMISSIONS.VIEW_PROJECT_GROUP,
      PERMISSIONS.VIEW_FORM_GROUP,
      PERMISSIONS.VIEW_PLAN,
      PERMISSIONS.VIEW_DASHBOARD,
    ]);
  });

  it('puts every permission in exactly one role-builder group', () => {
    expect(ROLE_BUILDER_GROUPS.map((g) => g.name)).toEqual([
      'Project',
      'Form',
      'Plan',
      'System',
      'Dashboard',
    ]);
    const all = ROLE_BUILDER_GROUPS.flatMap((g) => g.permissions);
    expect(all).toHaveLength(40);
    expect([...all].sort((a, b) => a - b)).toEqual(ALL_IDS);
    const system = ROLE_BUILDER_GROUPS.find((g) => g.name === 'System');
    expect(system?.permissions).toEqual([
      PERMISSIONS.VIEW_CHANGE_LOGS,
      PERMISSIONS.MANAGE_SYSTEM_STAKEHOLDERS,
      PERMISSIONS.MANAGE_ROLES,
      PERMISSIONS.MANAGE_DEPARTMENTS,
      PERMISSIONS.MANAGE_BILLING,
    ]);
  });

  it('has sharing groups that are subsets of the same-named role-builder group', () => {
    expect(SHARING_BUILDER_GROUPS.map((g) => g.name)).toEqual(['Project', 'Form', 'Dashboard']);
    for (const group of SHARING_BUILDER_GROUPS) {
      const roleGroup = ROLE_BUILDER_GROUPS.find((g) => g.name === group.name);
      expect(roleGroup, group.name).toBeDefined();
      expect(new Set(group.permissions).size).toBe(group.permissions.length);
      for (const id of group.permissions) expect(roleGroup?.permissions, `${group.name} ${id}`).toContain(id);
    }
    expect(SHARING_BUILDER_GROUPS.find((g) => g.name === 'Dashboard')?.permissions).toEqual([
      PERMISSIONS.VIEW_DASHBOARD,
    ]);
    expect(SHARING_BUILDER_GROUPS.find((g) => g.name === 'Project')?.permissions).toHaveLength(7);
    expect(SHARING_BUILDER_GROUPS.find((g) => g.name === 'Form')?.permissions).toHaveLength(5);
  });

  it('normalizes role permissions: dedupe, sort, add the always-included five', () => {
    expect(normalizeRolePermissions([])).toEqual([17, 18, 19, 20, 32]);
    expect(normalizeRolePermissions([5, 0, 5, 37, 17])).toEqual([0, 5, 17, 18, 19, 20, 32, 37]);
    const everything: Permission[] = normalizeRolePermissions(ALL_IDS);
    expect(everything).toEqual(ALL_IDS);
  });

  it('rejects ids outside 0..39', () => {
    expect(() => normalizeRolePermissions([40])).toThrow(RangeError);
    expect(() => normalizeRolePermissions([-1])).toThrow(RangeError);
    expect(() => normalizeRolePermissions([1.5])).toThrow(RangeError);
    expect(() => normalizeRolePermissions([Number.NaN])).toThrow(RangeError);
    expect(isPermission(39)).toBe(true);
    expect(isPermission('3')).toBe(false);
  });
});
