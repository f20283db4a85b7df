import { PERMISSIONS as P } from '@oversight/shared/access/permissions';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { API_BASE } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';
import {
  makeForm,
  makePage,
  makeSession,
  makeSurveyGroup,
  ministry,
  NO_FORM_ABILITIES,
} from '../../../test/fixtures';
import { mockApi, type ApiReply } from '../../../test/msw';
import { renderWithRouter } from '../../../test/render';
import { FormDetail } from './form-detail';
import { FormList } from './form-list';
import { FormsScreen } from './forms-screen';
import { FormGroupBar } from './group-bar';

const api = mockApi();
const json = (body: unknown, status = 200): ApiReply => ({ status, body });
const calls = (method: string) =>
  api.calls.filter((call) => call.method === method).map((call) => `${call.url.pathname}${call.url.search}`);

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  useAuthStore.getState().logout();
});

describe('FormList', () => {
  it('links each form to its page and says its state, its owner when shared, and its groups', () => {
    renderWithRouter(
      <FormList
        forms={[
          makeForm(),
          makeForm({
            id: 'f2',
            name: 'Bridge checklist',
            is_published: true,
            shared: true,
            organization: { id: 'o2', name: 'Ministry of Health' },
            groups: [{ id: 'g1', name: 'Inspections' }],
          }),
        ]}
        actions={(form) => <button type="button">Share {form.name}</button>}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Forms' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: 'School inspection' })).toHaveAttribute(
      'href',
      '/forms/00000000-0000-4000-8000-0000000000f1',
    );
    expect(items[0]).toHaveTextContent('Draft');
    // A draft takes no answers: never badged "Accepting responses".
    expect(items[0]).not.toHaveTextContent('Accepting responses');
    expect(items[1]).toHaveTextContent('Published');
    expect(items[1]).toHaveTextContent('Accepting responses');
    expect(items[1]).toHaveTextContent('Shared with you');
    expect(items[1]).toHaveTextContent('from Ministry of Health');
    expect(items[1]).toHaveTextContent('in Inspections');
    expect(within(items[1]!).getByRole('button', { name: 'Share Bridge checklist' })).toBeInTheDocument();
  });

  it("shows each form's count of responses, linking to its responses and results for those who see them", () => {
    renderWithRouter(
      <FormList
        forms={[
          makeForm({ responses_count: 120 }),
          makeForm({
            id: 'f2',
            name: 'Bridge checklist',
            responses_count: 1,
            abilities: NO_FORM_ABILITIES,
          }),
        ]}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Forms' })).getAllByRole('listitem');
    expect(
      within(items[0]!).getByRole('link', { name: '120 responses', description: 'School inspection' }),
    ).toHaveAttribute('href', '/forms/00000000-0000-4000-8000-0000000000f1/responses');
    // Without "view responses": the count, no link.
    expect(items[1]).toHaveTextContent('1 response');
    expect(within(items[1]!).queryByRole('link', { name: /response/ })).not.toBeInTheDocument();
  });
});

describe('FormDetail', () => {
  it('links to filling the form in, copies its link and downloads it as an XLSForm', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    // jsdom has no object URLs (each test file gets its own window).
    URL.createObjectURL = vi.fn(() => 'blob:form');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    // The file itself (not JSON): answered as the API sends it.
    const exported: string[] = [];
    api.server.use(
      http.get(`${API_BASE}/surveys/:id/export-xlsform/`, ({ request }) => {
        exported.push(new URL(request.url).pathname);
        return new HttpResponse('xlsx', {
          headers: { 'Content-Disposition': 'attachment; filename="Road check.xlsx"' },
        });
      }),
    );
    renderWithRouter(
      <FormDetail
        form={makeForm({ is_published: true, closed_reason: null })}
        onDeleted={() => undefined}
        onDuplicated={() => undefined}
      />,
    );
    const actions = screen.getByRole('group', { name: 'Form actions' });
    expect(within(actions).getByRole('link', { name: 'Fill in' })).toHaveAttribute(
      'href',
      '/forms/00000000-0000-4000-8000-0000000000f1/respond',
    );
    fireEvent.click(within(actions).getByRole('button', { name: 'Copy link' }));
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith(
        `${window.location.origin}/forms/00000000-0000-4000-8000-0000000000f1/respond`,
      ),
    );
    fireEvent.click(within(actions).getByRole('button', { name: 'Export XLSForm' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(exported).toEqual(['/api/v1/surveys/00000000-0000-4000-8000-0000000000f1/export-xlsform/']);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('Road check.xlsx');
    click.mockRestore();
  });

  it('offers every action the abilities allow, and the Share slot', () => {
    renderWithRouter(
      <FormDetail
        form={makeForm()}
        share={<button type="button">Invite stakeholders</button>}
        onDeleted={() => undefined}
        onDuplicated={() => undefined}
      />,
    );
    const actions = screen.getByRole('group', { name: 'Form actions' });
    for (const name of ['Edit details', 'Publish', 'Invite stakeholders', 'Duplicate', 'Archive', 'Delete']) {
      expect(within(actions).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(actions).queryByRole('button', { name: 'Unpublish' })).toBeNull();
    expect(screen.getByText('Monitoring report')).toBeInTheDocument();
    expect(screen.getByText('No closing date')).toBeInTheDocument();
  });

  it('shows no action buttons to a reader without abilities', () => {
    renderWithRouter(
      <FormDetail
        form={makeForm({ abilities: NO_FORM_ABILITIES, is_published: true, shared: true })}
        onDeleted={() => undefined}
        onDuplicated={() => undefined}
      />,
    );
    expect(within(screen.getByRole('group', { name: 'Form actions' })).queryAllByRole('button')).toHaveLength(
      0,
    );
    expect(screen.getByText('Shared with you')).toBeInTheDocument();
  });

  it('says when a published form opened: its date, never "When published"', () => {
    const { unmount } = renderWithRouter(
      <FormDetail
        form={makeForm({ is_published: true, publish_date: '2026-01-05T08:00:00Z' })}
        onDeleted={() => undefined}
        onDuplicated={() => undefined}
      />,
    );
    const opens = screen.getByText('Opens').nextElementSibling!;
    expect(opens).toHaveTextContent(/5 Jan 2026/);
    unmount();
    renderWithRouter(
      <FormDetail
        form={makeForm({ is_published: true, publish_date: null })}
        onDeleted={() => undefined}
        onDuplicated={() => undefined}
      />,
    );
    expect(screen.getByText('Opens').nextElementSibling).toHaveTextContent('Since it was published');
  });

  it('deletes only after the confirmation, then leaves the page', async () => {
    api.answer(({ method }) => (method === 'DELETE' ? { status: 204 } : json(makePage([]))));
    const onDeleted = vi.fn();
    renderWithRouter(<FormDetail form={makeForm()} onDeleted={onDeleted} onDuplicated={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this form?' });
    expect(calls('DELETE')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete form' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(calls('DELETE')).toEqual(['/api/v1/surveys/00000000-0000-4000-8000-0000000000f1/']);
  });
});

describe('FormsScreen', () => {
  function actAs(permissions: number[]) {
    const works = ministry({ role: { public_id: 'r', name: 'Role', permissions } });
    useAuthStore.getState().setSession(makeSession({ organisations: [works] }));
    useAuthStore.getState().setCurrentOrganization(works);
  }

  it('asks for the drafts on the Drafts tab and tells an empty organisation how to start', async () => {
    actAs([P.CREATE_EDIT_FORM, P.MANAGE_FORM_GROUPS, P.VIEW_FORM]);
    api.answer(() => json(makePage([])));
    renderWithRouter(<FormsScreen mode="mine" renderShare={() => null} />, '/forms');
    expect(await screen.findByRole('heading', { name: 'No forms yet' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Create form' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'New group' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Drafts' }));
    expect(await screen.findByRole('heading', { name: 'No drafts' })).toBeInTheDocument();
    expect(
      calls('GET').some(
        (url) => url.includes('/surveys/organization-surveys/') && url.includes('filter_type=unpublished'),
      ),
    ).toBe(true);
  });

  it('hides create and group buttons from a role without those permissions; lists shared forms with their Share button', async () => {
    actAs([P.VIEW_FORM]);
    api.answer(({ url }) =>
      url.includes('organization-surveys')
        ? json(
            makePage([
              makeForm({ shared: true, abilities: { ...NO_FORM_ABILITIES, manage_stakeholders: true } }),
            ]),
          )
        : json(makePage([])),
    );
    renderWithRouter(
      <FormsScreen
        mode="shared"
        renderShare={(type, id) => (
          <button type="button">
            Share {type} {id}
          </button>
        )}
      />,
      '/forms/shared',
    );
    expect(await screen.findByRole('link', { name: 'School inspection' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Share form 00000000-0000-4000-8000-0000000000f1' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create form' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New group' })).toBeNull();
    expect(calls('GET').some((url) => url.includes('access_type=shared'))).toBe(true);
  });
});

describe('FormGroupBar', () => {
  const group = makeSurveyGroup();

  it("gives the group's managers rename, delete and adding forms, next to the Share slot", async () => {
    api.answer(() => json(makePage([makeForm()])));
    renderWithRouter(
      <FormGroupBar
        group={group}
        share={<button type="button">Invite stakeholders</button>}
        onDeleted={() => undefined}
      />,
    );
    const bar = screen.getByRole('region', { name: 'Form group Field inspections' });
    expect(bar).toHaveTextContent('2 forms');
    for (const name of ['Invite stakeholders', 'Rename', 'Delete group'])
      expect(within(bar).getByRole('button', { name })).toBeInTheDocument();
    expect(within(bar).getByRole('textbox', { name: 'Add a form' })).toBeInTheDocument();
    await waitFor(() => expect(calls('GET').some((url) => url.includes('access_type=owned'))).toBe(true));
  });

  it('shows a shared group read-only, naming who shared it', () => {
    renderWithRouter(
      <FormGroupBar
        group={makeSurveyGroup({
          shared: true,
          surveys_count: 1,
          abilities: { manage: false, manage_stakeholders: false },
        })}
        onDeleted={() => undefined}
      />,
    );
    const bar = screen.getByRole('region', { name: 'Form group Field inspections' });
    expect(bar).toHaveTextContent('1 form · shared by Federal Ministry of Works');
    expect(within(bar).queryAllByRole('button')).toHaveLength(0);
    expect(within(bar).queryByRole('textbox', { name: 'Add a form' })).toBeNull();
  });
});
