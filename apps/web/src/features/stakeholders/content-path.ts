import type { ContentBrief } from '@oversight/shared/collaboration/stakeholders.schemas';

/**
 * The screen that shows an item named in an invitation or a stakeholder's list. Outcomes and indicators live on their
 * plan's children page, which lists what the caller may open even when the plan itself is not shared with them.
 */
export function contentPath(content: ContentBrief): string | null {
  const id = encodeURIComponent(content.public_id);
  if (!content.public_id) return null;
  switch (content.content_type) {
    case 'project':
      return `/project/${id}`;
    case 'project_group':
      return `/projects-list?group=${id}`;
    case 'form':
      return `/forms/${id}`;
    case 'form_group':
      return `/forms?group=${id}`;
    case 'plan':
      return `/mda/plans/${id}`;
    case 'outcome':
    case 'indicator':
      return content.page_public_id
        ? `/mda/plans/${encodeURIComponent(content.page_public_id)}/children`
        : null;
    case 'dashboard':
      return `/mda/custom-dashboards/${id}`;
  }
}
