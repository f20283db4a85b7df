import type { ImportKoboFormResponse } from '@oversight/shared/surveys/kobo.schemas';
import { api } from '../../../lib/api-client';

/** POST /surveys/import-kobo-form/: a draft form made from the Kobo form. */
export const importKoboForm = (assetUid: string) =>
  api.post<ImportKoboFormResponse>('/surveys/import-kobo-form/', { asset_uid: assetUid }, { silent: true });
