import { ShareItemButton } from '../../../features/stakeholders/components/share-dialog';
import type { RenderShare } from '../../../features/plans/components/share-target';

/** The Share button of a plan, outcome or indicator: the plans pages get it from here (features never import each other). */
export const renderPlanShare: RenderShare = (target) => (
  <ShareItemButton
    contentType={target.type}
    contentId={target.id}
    itemName={target.name}
    compact={target.type !== 'plan'}
  />
);
