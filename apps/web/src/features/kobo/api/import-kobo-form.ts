import { api } from '../../../lib/api-client';

/** POST /surveys/import-kobo-form/: a draft form made from the Kobo form. */
export const importKoboForm = (assetUid: string) =>
  api.post('POST /surveys/import-kobo-form/', { asset_uid: assetUid }, { silent: true });
