import { Button, type ButtonProps } from '@mantine/core';
import { IconEye, IconEyeCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useAuthStore } from '../../../lib/auth-store';
import { requireAuth, useAuthModal } from '../../../lib/auth-modal';
import { useEyemark } from '../api/eyemark';
import { useRefreshProject } from '../api/project';
import { useTranslation } from '../../../i18n';

export interface EyemarkButtonProps extends Omit<ButtonProps, 'children' | 'onClick'> {
  publicId: string;
  eyemarked: boolean;
  /** When the project shown was read (the query's dataUpdatedAt). */
  dataUpdatedAt: number;
  /** The server's `abilities.eyemark` for a signed-in user. */
  allowed?: boolean;
}

/**
 * Follow a project. A guest is asked to sign in first; once signed in, the project is read again for them and the
 * eyemark they asked for is made, unless they already had it (a toggle must not undo it).
 */
export function EyemarkButton({
  publicId,
  eyemarked,
  dataUpdatedAt,
  allowed = true,
  ...props
}: EyemarkButtonProps) {
  const { t } = useTranslation();
  const mutation = useEyemark(publicId);
  const refreshProject = useRefreshProject();
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const modalOpened = useAuthModal((s) => s.opened);
  // 'asked': a guest pressed the button; a number: signed in at that time, waiting for a fresh read.
  const [pending, setPending] = useState<'asked' | number | null>(null);

  useEffect(() => {
    if (pending === null) return;
    if (pending === 'asked') {
      if (isAuthenticated) {
        setPending(Date.now());
        void refreshProject(publicId);
      } else if (!modalOpened) setPending(null); // closed the sign-in without signing in
      return;
    }
    if (dataUpdatedAt >= pending) {
      setPending(null);
      if (!eyemarked) mutation.mutate();
    }
  }, [pending, isAuthenticated, modalOpened, dataUpdatedAt, eyemarked, mutation, refreshProject, publicId]);

  if (isAuthenticated && !allowed) return null;

  const onClick = () => {
    if (!requireAuth(() => mutation.mutate())) setPending('asked');
  };

  return (
    <Button
      variant={eyemarked ? 'filled' : 'outline'}
      leftSection={eyemarked ? <IconEyeCheck size={18} aria-hidden /> : <IconEye size={18} aria-hidden />}
      onClick={onClick}
      loading={mutation.isPending || typeof pending === 'number'}
      aria-pressed={eyemarked}
      {...props}
    >
      {eyemarked ? t('projects.eyemarkedState') : t('projects.eyemark')}
    </Button>
  );
}
