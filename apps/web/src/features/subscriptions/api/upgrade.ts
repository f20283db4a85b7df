import type { UpgradeBody } from '@oversight/shared/subscriptions/subscriptions.schemas';
import { api } from '../../../lib/api-client';

/** POST /subscriptions/upgrade/: charges the prorated difference on the saved card, or answers a checkout. */
export const upgradeSubscription = (body: UpgradeBody) => api.post('POST /subscriptions/upgrade/', body);
