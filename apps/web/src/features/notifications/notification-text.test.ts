import type { Notification } from '@oversight/shared/notifications/notifications.schemas';
import { afterAll, describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n';
import { notificationText } from './notification-text';

const actor = {
  public_id: 'u1',
  username: 'amina',
  display_name: 'Amina',
  avatar: null,
  account_type: 'CITIZEN' as const,
};
const base: Notification = {
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'review',
  verb: 'Amina reviewed Kano Road',
  excerpt: '',
  actor,
  project: { public_id: 'p1', name: 'Kano Road' },
  post: null,
  link: null,
  is_read: false,
  read_at: null,
  created: '2026-11-01T10:00:00Z',
};
const make = (patch: Partial<Notification>): Notification => ({ ...base, ...patch });

describe('notificationText', () => {
  afterAll(() => setLanguage('en', { remember: false }));

  it('shows the API sentence as it came in English', async () => {
    await setLanguage('en', { remember: false });
    expect(notificationText(make({ kind: 'status_change', verb: 'Kano Road is now completed' }))).toBe(
      'Kano Road is now completed',
    );
  });

  it('builds the sentence again in Hausa and Igbo, the status and the invited item included', async () => {
    await setLanguage('ha', { remember: false });
    expect(notificationText(base)).toBe('Amina ya yi sharhi a kan Kano Road');
    expect(notificationText(make({ kind: 'status_change', verb: 'Kano Road is now completed' }))).toBe(
      'Matsayin Kano Road yanzu: An kammala',
    );
    expect(notificationText(make({ kind: 'status_change', verb: 'The status of Kano Road changed' }))).toBe(
      'Matsayin Kano Road ya canza',
    );
    expect(
      notificationText(
        make({ kind: 'invite_answer', verb: 'Amina declined your invitation to Water Board', project: null }),
      ),
    ).toBe('Amina ya ƙi gayyatarka zuwa Water Board');
    const deleted = { ...actor, username: 'deleted', display_name: 'Deleted user' };
    expect(
      notificationText(make({ kind: 'follow', verb: 'A former user started following you', actor: deleted })),
    ).toBe('Tsohon mai amfani ya fara bin ka');

    await setLanguage('ig', { remember: false });
    expect(notificationText(make({ kind: 'project_update', verb: 'Kano Road has a new update' }))).toBe(
      'Kano Road nwere ozi ọhụrụ',
    );
    // A sentence of an unexpected shape is shown as it came rather than with a wrong item.
    expect(notificationText(make({ kind: 'form_respondent', verb: 'Something else' }))).toBe(
      'Something else',
    );
  });
});
