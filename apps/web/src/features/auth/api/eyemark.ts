import { api } from '../../../lib/api-client';

/** Toggles each project; answers `{public_id: 'eyemarked' | 'removed'}`. */
export function toggleEyemark(publicIds: string[]): Promise<Record<string, 'eyemarked' | 'removed'>> {
  return api.post('POST /projects/eyemark/', { projects: publicIds });
}
