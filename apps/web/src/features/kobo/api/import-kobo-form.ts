import { api } from '../../../lib/api-client';
import { useWrite } from '../../../lib/use-write';
import { koboKeys } from './kobo-keys';

/** POST /surveys/import-kobo-form/: a draft form made from the Kobo form. */
export const importKoboForm = (assetUid: string) =>
  api.post('POST /surveys/import-kobo-form/', { asset_uid: assetUid }, { silent: true });

/** Imports a Kobo form; the Kobo forms (which say which are imported) are read again. */
export const useImportKoboForm = () => useWrite(importKoboForm, [koboKeys.assets]);
