import type { ProjectActivity } from '@oversight/shared/projects/projects.schemas';
import { afterAll, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../i18n';
import { activityTitle, describeActivity } from './project-activity';

describe('project history in another language', () => {
  afterAll(() => setLanguage('en', { remember: false }));

  it('reads in Igbo: the title, field names, "Not given" and the catalogue months', async () => {
    await setLanguage('ig', { remember: false });
    const activity = {
      action: 'updated',
      changes: {
        end_date: { before: null, after: '2026-06-30' },
        description: { before: 'a', after: 'b' },
      },
    } as unknown as ProjectActivity;
    expect(activityTitle(activity)).toBe('E melitere ọrụ ahụ');
    expect(describeActivity(activity)).toEqual([
      'njedebe e zubere: Enyeghị ya → 30 Juu 2026',
      'e dezigharịrị nkọwa',
    ]);
  });
});
