import { api } from '../../../lib/api-client';

/** POST /subscriptions/change-card/: a checkout that saves the new card. */
export const changeCard = () => api.post('POST /subscriptions/change-card/', {});
