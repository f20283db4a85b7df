import { describe, expect, it } from 'vitest';
import { contentPath } from './content-path';

const brief = (
  content_type: Parameters<typeof contentPath>[0]['content_type'],
  page_public_id: string | null = null,
) => ({
  content_type,
  public_id: 'item-1',
  name: 'Item',
  page_public_id,
});

describe('contentPath', () => {
  it('opens each kind of item on its own screen', () => {
    expect(contentPath(brief('project'))).toBe('/project/item-1');
    expect(contentPath(brief('project_group'))).toBe('/projects-list?group=item-1');
    expect(contentPath(brief('form'))).toBe('/forms/item-1');
    expect(contentPath(brief('form_group'))).toBe('/forms?group=item-1');
    expect(contentPath(brief('plan'))).toBe('/mda/plans/item-1');
    expect(contentPath(brief('dashboard'))).toBe('/mda/custom-dashboards/item-1');
  });

  it("opens outcomes and indicators on their plan's children page, and nothing when the item is gone", () => {
    expect(contentPath(brief('outcome', 'plan-9'))).toBe('/mda/plans/plan-9/children');
    expect(contentPath(brief('indicator', 'plan-9'))).toBe('/mda/plans/plan-9/children');
    expect(contentPath(brief('indicator'))).toBeNull();
    expect(contentPath({ ...brief('project'), public_id: '' })).toBeNull();
  });
});
