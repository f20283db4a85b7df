import { Button, Card, Center, Group, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconEye, IconEyeCheck, IconMapPin } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useAuthStore } from '../../../lib/auth-store';
import { stateLabel } from '../../../lib/format';
import { toggleEyemark } from '../api/eyemark';
import { suggestionsQuery, type SuggestedProject } from '../api/suggestions';
import { StepFrame } from './step-frame';
import { useTranslation } from '../../../i18n';

function SuggestionRow({
  project,
  eyemarked,
  busy,
  onToggle,
}: {
  project: SuggestedProject;
  eyemarked: boolean;
  busy: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  // Stored in capitals (ADAMAWA); shown as elsewhere in the app (Adamawa).
  const where = project.states.length ? project.states.map(stateLabel).join(', ') : null;
  const status = project.status_label;
  return (
    <Card withBorder radius="md" p="sm">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <div style={{ minWidth: 0 }}>
          {/* Three lines: on a phone the place that tells similar names apart comes last. */}
          <Text fw={600} lineClamp={3}>
            {project.name}
          </Text>
          {(where || status) && (
            <Group gap={6} c="gray.7" wrap="nowrap">
              {where && <IconMapPin size={14} aria-hidden />}
              <Text size="xs" c="gray.7" truncate>
                {[where, status].filter(Boolean).join(' · ')}
              </Text>
            </Group>
          )}
        </div>
        <Button
          size="xs"
          variant={eyemarked ? 'filled' : 'light'}
          leftSection={eyemarked ? <IconEyeCheck size={16} aria-hidden /> : <IconEye size={16} aria-hidden />}
          onClick={onToggle}
          loading={busy}
          aria-pressed={eyemarked}
          aria-label={t(eyemarked ? 'auth.stopEyemarkingName' : 'auth.eyemarkName', { name: project.name })}
          style={{ flexShrink: 0 }}
        >
          {eyemarked ? t('auth.eyemarked') : t('auth.eyemark')}
        </Button>
      </Group>
    </Card>
  );
}

export function FollowStep({
  onBack,
  onFinish,
  finishing,
}: {
  onBack: () => void;
  onFinish: () => void;
  finishing?: boolean;
}) {
  const { t } = useTranslation();
  const suggestions = useQuery(suggestionsQuery());
  const [marked, setMarked] = useState<Record<string, boolean>>({});
  const [busy, setBusy] = useState<string | null>(null);
  const projects = suggestions.data ?? [];
  const count = projects.filter((p) => marked[p.public_id] ?? p.is_eyemarked).length;

  async function toggle(project: SuggestedProject) {
    setBusy(project.public_id);
    try {
      const answer = await toggleEyemark([project.public_id]);
      const state = answer[project.public_id];
      const before = marked[project.public_id] ?? project.is_eyemarked;
      const now = state ? state === 'eyemarked' : !before;
      setMarked((m) => ({ ...m, [project.public_id]: now }));
      // The stored account's count ("Projects eyemarked" beside Discover) follows, as on a project page.
      const { user, setUser } = useAuthStore.getState();
      if (user && now !== before)
        setUser({ ...user, eyemarked_count: Math.max(0, user.eyemarked_count + (now ? 1 : -1)) });
    } catch {
      // The api client has shown the error.
    } finally {
      setBusy(null);
    }
  }

  return (
    <StepFrame
      title={t('auth.followTitle')}
      description={t('auth.followBody')}
      onBack={onBack}
      primary={
        <Button onClick={onFinish} loading={finishing}>
          {projects.length ? t('auth.finish') : t('auth.continue')}
        </Button>
      }
    >
      {suggestions.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('auth.loadingSuggestions')} />
        </Center>
      ) : projects.length === 0 ? (
        <Stack align="center" gap="xs" py="lg" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
            <IconEye size={28} />
          </ThemeIcon>
          <Text fw={500}>{t('auth.noSuggestions')}</Text>
          <Text size="sm" c="gray.7">
            {t('auth.noSuggestionsBody')}
          </Text>
        </Stack>
      ) : (
        <Stack gap="sm">
          {count > 0 && (
            <Text size="sm" c="gray.7" aria-live="polite">
              {t('auth.eyemarkedCount', { count })}
            </Text>
          )}
          {projects.map((project) => (
            <SuggestionRow
              key={project.public_id}
              project={project}
              eyemarked={marked[project.public_id] ?? project.is_eyemarked}
              busy={busy === project.public_id}
              onToggle={() => void toggle(project)}
            />
          ))}
        </Stack>
      )}
    </StepFrame>
  );
}
