import type { StartSubscriptionBody } from '@oversight/shared/subscriptions/subscriptions.schemas';
import { api } from '../../../lib/api-client';

/** POST /subscriptions/: answers the provider's checkout URL to open. */
export const startSubscription = (body: StartSubscriptionBody) => api.post('POST /subscriptions/', body);
