import { downloadFile } from '../../../lib/api-client';

/** GET /surveys/{id}/export-xlsform/: the form as an XLSForm .xlsx, saved under the server's file name. */
export const exportXlsForm = (id: string, formName: string) =>
  downloadFile(
    'GET /surveys/{id}/export-xlsform/',
    `${formName.replace(/[^\w -]+/g, '').trim() || 'form'}.xlsx`,
    { path: { id } },
  );
