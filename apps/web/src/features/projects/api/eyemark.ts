import type { EyemarkResponse } from '@oversight/shared/projects/projects.schemas';
import { api } from '../../../lib/api-client';

/** POST /projects/eyemark/: toggles each project; answers `{public_id: 'eyemarked' | 'removed'}`. */
export function toggleEyemark(publicIds: string[]): Promise<EyemarkResponse> {
  return api.post<EyemarkResponse>('/projects/eyemark/', { projects: publicIds });
}
