import type { BillingActionResult } from '@oversight/shared/subscriptions/subscriptions.schemas';
import { api } from '../../../lib/api-client';

/** POST /subscriptions/retry/: charges the failed renewal again with the saved card. */
export const retryRenewal = () => api.post<BillingActionResult>('/subscriptions/retry/', {});
