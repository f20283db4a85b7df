import { Button, Center, Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { interestOptionsQuery } from '../api/interest-options';
import { saveInterests } from '../api/save-interests';
import type { Interests } from '../api/types';
import { EMPTY_INTERESTS, InterestChips, countInterests } from '../components/interest-chips';
import { StepFrame } from './step-frame';
import { useTranslation } from '../../../i18n';

export function InterestsStep({ onBack, onNext }: { onBack: () => void; onNext: () => void }) {
  const { t } = useTranslation();
  const options = useQuery(interestOptionsQuery());
  const [value, setValue] = useState<Interests>(EMPTY_INTERESTS);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const count = countInterests(value);

  async function save() {
    setSaving(true);
    setFailed(false);
    try {
      await saveInterests(value, { silent: true });
      onNext();
    } catch {
      setFailed(true);
    } finally {
      setSaving(false);
    }
  }

  return (
    <StepFrame
      title={t('auth.interestsTitle')}
      description={t('auth.interestsBody')}
      errors={failed ? [t('auth.interestsFailed')] : undefined}
      onBack={onBack}
      primary={
        <Button onClick={() => void save()} loading={saving} disabled={count === 0}>
          {count ? t('auth.saveInterestsCount', { count }) : t('auth.saveInterests')}
        </Button>
      }
      secondary={
        <Button variant="subtle" color="gray" onClick={onNext} disabled={saving}>
          {t('auth.skip')}
        </Button>
      }
    >
      {options.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('auth.loadingInterests')} />
        </Center>
      ) : options.isError ? (
        <Text c="gray.7">{t('auth.interestsNotLoaded')}</Text>
      ) : (
        <InterestChips options={options.data} value={value} onChange={setValue} disabled={saving} />
      )}
    </StepFrame>
  );
}
