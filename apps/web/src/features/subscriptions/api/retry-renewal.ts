import { api } from '../../../lib/api-client';

/** POST /subscriptions/retry/: charges the failed renewal again with the saved card. */
export const retryRenewal = () => api.post('POST /subscriptions/retry/', {});
