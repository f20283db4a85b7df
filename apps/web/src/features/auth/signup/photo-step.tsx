import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAuthStore } from '../../../lib/auth-store';
import { initials } from '../../../lib/format';
import { AvatarCropper } from '../../../components/ui/avatar-cropper';
import { currentUserKey } from '../api/current-user';
import { toSessionUser } from '../api/types';
import { updateMe } from '../api/update-me';
import { badRequestBody } from '../../../lib/form-errors';
import { StepFrame } from './step-frame';
import { useTranslation } from '../../../i18n';
import { formMessages } from '../../../i18n/form-messages';

export function PhotoStep({ onBack, onNext }: { onBack: () => void; onNext: () => void }) {
  const { t } = useTranslation();
  const user = useAuthStore((s) => s.user);
  const setUser = useAuthStore((s) => s.setUser);
  const queryClient = useQueryClient();
  const [photo, setPhoto] = useState<Blob | null>(null);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);

  async function save() {
    if (!photo) return;
    setSaving(true);
    setErrors([]);
    try {
      const updated = await updateMe({}, photo);
      setUser(toSessionUser(updated));
      queryClient.setQueryData(currentUserKey, updated);
      onNext();
    } catch (error) {
      const body = badRequestBody(error);
      setErrors(
        body
          ? Object.values(body)
              .flat()
              .filter((m): m is string => typeof m === 'string')
          : [],
      );
    } finally {
      setSaving(false);
    }
  }

  return (
    <StepFrame
      title={t('auth.photoTitle')}
      description={t('auth.photoBody')}
      errors={formMessages(errors)}
      onBack={onBack}
      primary={
        <Button onClick={() => void save()} loading={saving} disabled={!photo}>
          {t('auth.savePhoto')}
        </Button>
      }
      secondary={
        <Button variant="subtle" color="gray" onClick={onNext} disabled={saving}>
          {t('auth.skip')}
        </Button>
      }
    >
      <AvatarCropper
        currentUrl={user?.avatar}
        initials={initials(user?.display_name || user?.company_name || user?.email)}
        onChange={setPhoto}
        disabled={saving}
      />
    </StepFrame>
  );
}
