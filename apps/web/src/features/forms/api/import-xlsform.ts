import { api } from '../../../lib/api-client';
import { useFormWrite } from './keys';

/** POST /surveys/import-xlsform/: a draft form from an XLSForm .xlsx (the modal shows a bad file's 400). */
export function importXlsForm(file: File, name?: string) {
  const body = new FormData();
  body.append('file', file);
  if (name?.trim()) body.append('name', name.trim());
  return api.post('POST /surveys/import-xlsform/', body, { silent: true });
}

export const useImportXlsForm = () =>
  useFormWrite(({ file, name }: { file: File; name?: string }) => importXlsForm(file, name));
