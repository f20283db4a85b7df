import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeOrganization, makeSession, makeUser, ministry } from '../test/fixtures';
import { useAuthStore } from './auth-store';
import {
  applyOrganizations,
  enterWorkspace,
  isStaffMembership,
  leaveStaffMode,
  ownOrganization,
  rememberedWorkspace,
  roleAllows,
  WORKSPACE_STORAGE_KEY,
} from './workspace';

const editor = { public_id: 'r-editor', name: 'Editor', permissions: [1, 17, 18, 19, 20, 32] };
const staffOfWorks = () => ministry({ is_staff: true, role: editor });
const agency = () =>
  makeOrganization({
    public_id: 'org-roads',
    name: 'Roads Agency',
    username: 'roads',
    account_type: 'AGENCY',
    is_personal: false,
    is_staff: true,
    role: editor,
  });

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  useAuthStore.getState().logout();
  localStorage.removeItem(WORKSPACE_STORAGE_KEY);
});

describe('isStaffMembership', () => {
  it('is a non-personal organisation the user was added to as staff', () => {
    expect(isStaffMembership(staffOfWorks())).toBe(true);
    expect(isStaffMembership(ministry())).toBe(false);
    expect(isStaffMembership(makeOrganization({ is_staff: true }))).toBe(false);
    expect(isStaffMembership(null)).toBe(false);
  });
});

describe('roleAllows', () => {
  it("follows the role's permissions; with no organisation known, the API decides", () => {
    expect(roleAllows(staffOfWorks(), 1)).toBe(true);
    expect(roleAllows(staffOfWorks(), 0)).toBe(false);
    expect(roleAllows(null, 0)).toBe(true);
  });
});

describe('ownOrganization', () => {
  it("is the personal one for citizens, the account's own organisation otherwise, never a staff one", () => {
    const personal = makeOrganization();
    expect(ownOrganization(makeUser(), [staffOfWorks(), personal])?.public_id).toBe('org-personal');
    const contractor = makeOrganization({
      public_id: 'org-build',
      is_personal: false,
      account_type: 'CONTRACTOR',
    });
    expect(
      ownOrganization(makeUser({ account_type: 'CONTRACTOR' }), [staffOfWorks(), contractor])?.public_id,
    ).toBe('org-build');
    expect(ownOrganization(makeUser(), [staffOfWorks()])).toBeNull();
  });
});

describe('enterWorkspace and leaveStaffMode', () => {
  it('entering a staff organisation is staff mode on the organisation side; leaving returns to the own one', () => {
    useAuthStore.getState().setSession(makeSession({ organisations: [makeOrganization(), staffOfWorks()] }));
    expect(enterWorkspace(staffOfWorks())).toBe('/mda/dashboard');
    expect(useAuthStore.getState()).toMatchObject({
      mode: 'ORGANISATION',
      staffMode: true,
      currentOrganization: { public_id: 'org-works' },
    });
    // Reloads keep it: it is part of the stored session.
    const stored = (JSON.parse(localStorage.getItem('oversight-session')!) as { state: unknown }).state;
    expect(stored).toMatchObject({
      staffMode: true,
      mode: 'ORGANISATION',
      currentOrganization: { public_id: 'org-works' },
    });

    expect(leaveStaffMode()).toBe('/citizen/discover');
    expect(useAuthStore.getState()).toMatchObject({
      mode: 'CITIZEN',
      staffMode: false,
      currentOrganization: { public_id: 'org-personal' },
    });
  });

  it('remembers the last choice per user, through sign-out, only while the membership lasts', () => {
    useAuthStore
      .getState()
      .setSession(makeSession({ organisations: [makeOrganization(), staffOfWorks(), agency()] }));
    enterWorkspace(agency());
    useAuthStore.getState().logout('user');
    expect(rememberedWorkspace('u-1', [makeOrganization(), staffOfWorks(), agency()])).toMatchObject({
      organization: { public_id: 'org-roads' },
      mode: 'ORGANISATION',
      staffMode: true,
    });
    expect(rememberedWorkspace('u-1', [makeOrganization(), staffOfWorks()])).toBeNull();
    expect(rememberedWorkspace('someone-else', [agency()])).toBeNull();
  });

  it('reads a choice remembered before the rename (saved as organisation)', () => {
    localStorage.setItem(
      WORKSPACE_STORAGE_KEY,
      JSON.stringify({ 'u-1': { organisation: 'org-roads', at: 1 } }),
    );
    expect(rememberedWorkspace('u-1', [makeOrganization(), agency()])).toMatchObject({
      organization: { public_id: 'org-roads' },
    });
  });

  it('ignores a damaged remembered value', () => {
    localStorage.setItem(WORKSPACE_STORAGE_KEY, '{not json');
    expect(rememberedWorkspace('u-1', [agency()])).toBeNull();
  });
});

describe('applyOrganizations', () => {
  it("refreshes the current organisation's role, and leaves staff mode when the membership ended", () => {
    useAuthStore.getState().setSession(makeSession({ organisations: [makeOrganization(), staffOfWorks()] }));
    enterWorkspace(staffOfWorks());
    const promoted = ministry({
      is_staff: true,
      role: { ...editor, name: 'Manager', permissions: [0, 1, 17] },
    });
    applyOrganizations([makeOrganization(), promoted]);
    expect(useAuthStore.getState()).toMatchObject({
      staffMode: true,
      currentOrganization: { role: { name: 'Manager' } },
    });

    applyOrganizations([makeOrganization()]);
    expect(useAuthStore.getState()).toMatchObject({
      mode: 'CITIZEN',
      staffMode: false,
      currentOrganization: { public_id: 'org-personal' },
    });
    expect(useAuthStore.getState().organizations).toHaveLength(1);
  });
});
