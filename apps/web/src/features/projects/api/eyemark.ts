import { api } from '../../../lib/api-client';

/** POST /projects/eyemark/: toggles each project; answers `{public_id: 'eyemarked' | 'removed'}`. */
export function toggleEyemark(publicIds: string[]) {
  return api.post('POST /projects/eyemark/', { projects: publicIds });
}
