import { Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showSuccess } from '../../../lib/toasts';
import { interestOptionsQuery } from '../api/interest-options';
import { myInterestsKey, myInterestsQuery } from '../api/interests';
import { saveInterests } from '../api/save-interests';
import type { Interests } from '../api/types';
import { EMPTY_INTERESTS, InterestChips, countInterests } from '../components/interest-chips';
import { useTranslation } from '../../../i18n';

function sameInterests(a: Interests, b: Interests): boolean {
  return (Object.keys(EMPTY_INTERESTS) as (keyof Interests)[]).every(
    (key) => [...a[key]].sort().join('\u0000') === [...b[key]].sort().join('\u0000'),
  );
}

function InterestsEditor({ options, saved }: { options: Interests; saved: Interests }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [value, setValue] = useState<Interests>({ ...EMPTY_INTERESTS, ...saved });
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const changed = !sameInterests(value, { ...EMPTY_INTERESTS, ...saved });

  async function save() {
    setSaving(true);
    setFailed(false);
    try {
      const answer = await saveInterests(value, { silent: true });
      queryClient.setQueryData(myInterestsKey, { ...EMPTY_INTERESTS, ...answer });
      showSuccess(t('settings.interestsSaved'));
    } catch {
      // Interest-update errors are swallowed (docs/spec/product-spec.md section 8); the button stays to try again.
      setFailed(true);
    } finally {
      setSaving(false);
    }
  }

  const count = countInterests(value);
  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="lg">
        <InterestChips options={options} value={value} onChange={setValue} disabled={saving} />
      </Card>
      <Group justify="space-between" gap="sm">
        <Text size="sm" c={failed ? 'red.9' : 'gray.7'} aria-live="polite">
          {failed ? t('settings.notSaved') : t('settings.selected', { count })}
        </Text>
        <Button onClick={() => void save()} loading={saving} disabled={!changed}>
          {t('settings.saveInterests')}
        </Button>
      </Group>
    </Stack>
  );
}

export function InterestsSettings() {
  const { t } = useTranslation();
  const options = useQuery(interestOptionsQuery());
  const saved = useQuery(myInterestsQuery());
  if (options.isPending || saved.isPending) return <Skeleton h={360} radius="md" />;
  if (options.isError) {
    return <Text c="gray.7">{t('settings.interestsNotLoaded')}</Text>;
  }
  return <InterestsEditor options={options.data} saved={saved.data ?? EMPTY_INTERESTS} />;
}
