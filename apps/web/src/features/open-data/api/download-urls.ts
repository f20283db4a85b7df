import type { DownloadFormat } from '@oversight/shared/open-data/open-data.schemas';
import { buildUrl, type QueryParams } from '../../../lib/api-client';

/** The download of a catalogue view: the same filters and ordering the screen sends to GET /projects/. */
export const downloadUrl = (format: DownloadFormat, filters: QueryParams = {}) =>
  buildUrl(`/open-data/projects.${format}`, filters);

/** The OC4IDS package of the same view, streamed whole. */
export const oc4idsUrl = (filters: QueryParams = {}) => buildUrl('/open-data/oc4ids/', filters);
