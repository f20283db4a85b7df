import { Button, Center, Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { interestOptionsQuery } from '../api/interest-options';
import { saveInterests } from '../api/save-interests';
import type { Interests } from '../api/types';
import { EMPTY_INTERESTS, InterestChips, countInterests } from '../components/interest-chips';
import { StepFrame } from './step-frame';

export function InterestsStep({ onBack, onNext }: { onBack: () => void; onNext: () => void }) {
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
      title="What do you care about?"
      description="Pick states, sectors, ministries and goals. We use them to suggest projects; you can change them any time in Settings."
      errors={
        failed
          ? ['Your interests could not be saved just now. Try again, or skip and set them later in Settings.']
          : undefined
      }
      onBack={onBack}
      primary={
        <Button onClick={save} loading={saving} disabled={count === 0}>
          {count ? `Save ${count} interest${count === 1 ? '' : 's'}` : 'Save interests'}
        </Button>
      }
      secondary={
        <Button variant="subtle" color="gray" onClick={onNext} disabled={saving}>
          Skip
        </Button>
      }
    >
      {options.isPending ? (
        <Center py="xl">
          <Loader aria-label="Loading interests" />
        </Center>
      ) : options.isError ? (
        <Text c="gray.7">
          The list of interests could not be loaded. You can skip this step and choose them later in Settings.
        </Text>
      ) : (
        <InterestChips options={options.data} value={value} onChange={setValue} disabled={saving} />
      )}
    </StepFrame>
  );
}
