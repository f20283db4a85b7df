import type { BillingActionResult } from '@oversight/shared/subscriptions/subscriptions.schemas';
import { api } from '../../../lib/api-client';

/** POST /subscriptions/change-card/: a checkout that saves the new card. */
export const changeCard = () => api.post<BillingActionResult>('/subscriptions/change-card/', {});
