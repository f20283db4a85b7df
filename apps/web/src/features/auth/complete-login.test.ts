import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { enterWorkspace, WORKSPACE_STORAGE_KEY } from '../../lib/workspace';
import { makeOrganization, makeSession, makeUser, ministry } from '../../test/fixtures';
import { chooseOrganization, completeLogin, completeSignup, safeRedirect } from './complete-login';
import { useAuthModal } from '../../lib/auth-modal';
import { useWalkthrough } from './walkthrough-store';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  useAuthStore.getState().logout();
  useWalkthrough.setState({ opened: false });
  useAuthModal.setState({ opened: false, page: 'login' });
  localStorage.removeItem(WORKSPACE_STORAGE_KEY);
});

const ministryUser = () => makeUser({ account_type: 'MINISTRY', username: 'works' });

describe('completeLogin', () => {
  it('a citizen: tokens stored, their organisation current, citizen mode, to the citizen dashboard', () => {
    const navigate = vi.fn();
    completeLogin(makeSession(), { navigate });
    expect(useAuthStore.getState()).toMatchObject({
      token: 'access-1',
      refreshToken: 'refresh-1',
      isAuthenticated: true,
      mode: 'CITIZEN',
      currentOrganization: { public_id: 'org-personal' },
    });
    expect(navigate).toHaveBeenCalledWith('/citizen/discover', { replace: true });
    expect(useWalkthrough.getState().opened).toBe(false);
  });

  it('a ministry user: the first organisation that is not personal, organisation mode, to the government dashboard', () => {
    const navigate = vi.fn();
    completeLogin(makeSession({ user: ministryUser(), organisations: [makeOrganization(), ministry()] }), {
      navigate,
    });
    expect(useAuthStore.getState().mode).toBe('ORGANISATION');
    expect(useAuthStore.getState().currentOrganization?.public_id).toBe('org-works');
    expect(navigate).toHaveBeenCalledWith('/mda/dashboard', { replace: true });
  });

  it('resumes staff mode chosen before signing out, as long as the user is still staff there', () => {
    const works = ministry({
      is_staff: true,
      role: { public_id: 'r-editor', name: 'Editor', permissions: [1, 17, 18, 19, 20, 32] },
    });
    const session = makeSession({ organisations: [makeOrganization(), works] });
    completeLogin(session, { navigate: vi.fn() });
    expect(useAuthStore.getState()).toMatchObject({ mode: 'CITIZEN', staffMode: false });
    enterWorkspace(works);
    useAuthStore.getState().logout('user');

    const navigate = vi.fn();
    completeLogin(session, { navigate });
    expect(useAuthStore.getState()).toMatchObject({
      mode: 'ORGANISATION',
      staffMode: true,
      currentOrganization: { public_id: 'org-works' },
    });
    expect(navigate).toHaveBeenCalledWith('/mda/dashboard', { replace: true });

    // Removed from the ministry meanwhile: the usual rule applies.
    useAuthStore.getState().logout('user');
    completeLogin(makeSession(), { navigate });
    expect(useAuthStore.getState()).toMatchObject({
      mode: 'CITIZEN',
      staffMode: false,
      currentOrganization: { public_id: 'org-personal' },
    });
  });

  it('honours the redirect value, but only to this site', () => {
    const navigate = vi.fn();
    completeLogin(makeSession({ user: ministryUser(), organisations: [ministry()] }), {
      navigate,
      redirect: '/forms/abc?tab=responses',
    });
    expect(navigate).toHaveBeenLastCalledWith('/forms/abc?tab=responses', { replace: true });
    completeLogin(makeSession(), { navigate, redirect: '//evil.example/phish' });
    expect(navigate).toHaveBeenLastCalledWith('/citizen/discover', { replace: true });
  });

  it('opens the walkthrough for a newly registered user', () => {
    completeLogin(makeSession({ user: makeUser({ newly_registered: true }) }), { navigate: vi.fn() });
    expect(useWalkthrough.getState().opened).toBe(true);
  });

  it('in the modal: closes it and leaves a citizen on the page they were on', () => {
    useAuthModal.getState().open('login');
    const navigate = vi.fn();
    expect(completeLogin(makeSession(), { navigate, inModal: true })).toBeNull();
    expect(useAuthModal.getState().opened).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('chooseOrganization', () => {
  it('the only one, else by account type', () => {
    expect(chooseOrganization(ministryUser(), [makeOrganization()])?.public_id).toBe('org-personal');
    expect(chooseOrganization(makeUser(), [ministry(), makeOrganization()])?.public_id).toBe('org-personal');
    expect(
      chooseOrganization(makeUser({ account_type: 'CSO' }), [ministry(), makeOrganization()])?.public_id,
    ).toBe('org-personal');
    expect(chooseOrganization(ministryUser(), [makeOrganization(), ministry()])?.public_id).toBe('org-works');
    expect(chooseOrganization(makeUser(), [])).toBeNull();
  });
});

describe('safeRedirect', () => {
  it('keeps same-site paths and drops everything else', () => {
    expect(safeRedirect('/project/road-1')).toBe('/project/road-1');
    expect(safeRedirect(`${window.location.origin}/mda/plans`)).toBe('/mda/plans');
    expect(safeRedirect('https://evil.example/')).toBeNull();
    expect(safeRedirect('//evil.example')).toBeNull();
    expect(safeRedirect('/login?error=SessionRequired')).toBeNull();
    expect(safeRedirect('')).toBeNull();
  });
});

describe('completeSignup', () => {
  it('stores tokens, makes the first organisation current, citizen mode, and moves the modal to page 2.5', () => {
    useAuthModal.getState().open('signup');
    completeSignup(makeSession({ organisations: [makeOrganization({ public_id: 'first' }), ministry()] }), {
      inModal: true,
    });
    expect(useAuthStore.getState()).toMatchObject({
      isAuthenticated: true,
      mode: 'CITIZEN',
      registering: true,
      currentOrganization: { public_id: 'first' },
    });
    expect(useAuthModal.getState().page).toBe(2.5);
  });
});
