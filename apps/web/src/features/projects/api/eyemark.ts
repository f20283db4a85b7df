import type { ProjectDetail } from '@oversight/shared/projects/projects.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { t } from '../../../i18n';
import { track } from '../../../lib/analytics';
import { api } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';
import { showSuccess } from '../../../lib/toasts';
import { projectKeys } from './keys';

/** POST /projects/eyemark/: toggles each project; answers `{public_id: 'eyemarked' | 'removed'}`. */
export function toggleEyemark(publicIds: string[]) {
  return api.post('POST /projects/eyemark/', { projects: publicIds });
}

/** Toggles the eyemark of one project and keeps the cached project, lists and the user's count in step. */
export function useEyemark(publicId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => toggleEyemark([publicId]),
    onSuccess: (result) => {
      const eyemarked = result[publicId] === 'eyemarked';
      track('Eyemark', { project: publicId, eyemarked });
      queryClient.setQueryData<ProjectDetail>(projectKeys.detail(publicId), (project) =>
        project
          ? {
              ...project,
              is_eyemarked: eyemarked,
              eyemarked_count: Math.max(0, project.eyemarked_count + (eyemarked ? 1 : -1)),
            }
          : project,
      );
      const { user, setUser } = useAuthStore.getState();
      if (user)
        setUser({ ...user, eyemarked_count: Math.max(0, user.eyemarked_count + (eyemarked ? 1 : -1)) });
      void queryClient.invalidateQueries({
        queryKey: projectKeys.all,
        predicate: (query) => query.queryKey[1] !== 'detail' || query.queryKey[2] !== publicId,
      });
      showSuccess(eyemarked ? t('projects.eyemarkDone') : t('projects.eyemarkRemoved'));
    },
  });
}
