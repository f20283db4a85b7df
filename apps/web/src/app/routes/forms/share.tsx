import type { ContentType } from '@oversight/shared/collaboration/content';
import { ShareItemButton } from '../../../features/stakeholders/components/share-dialog';

/**
 * The Share button of forms and form groups, composed into the forms screens (features do not import each other);
 * compact in list rows, where it reads "Share" and names its form to screen readers.
 */
export const renderShare = (
  type: ContentType,
  id: string,
  name: string,
  options: { compact?: boolean } = {},
) => <ShareItemButton contentType={type} contentId={id} itemName={name} compact={options.compact} />;
