import type { DowngradeBody } from '@oversight/shared/subscriptions/subscriptions.schemas';
import { api } from '../../../lib/api-client';

/** POST /subscriptions/downgrade/: a cheaper plan or cancel, from the end of the period (silent: the dialog shows why not). */
export const downgradeSubscription = (body: DowngradeBody) =>
  api.post('POST /subscriptions/downgrade/', body, { silent: true });
