import { neverPersist } from '../../../lib/query-client';

export const koboKeys = {
  all: ['kobo'] as const,
  connection: ['kobo', 'connection'] as const,
  assets: ['kobo', 'assets'] as const,
  importStatus: (taskId: string) => ['kobo', 'import', taskId] as const,
};
// Another organisation's account and forms: never kept on the device.
neverPersist(koboKeys.all);
