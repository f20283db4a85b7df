import { Button, Group, Modal, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconEye, IconMap2, IconMessageStar, IconSpeakerphone } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { api } from '../../lib/api-client';
import { useAuthStore } from '../../lib/auth-store';
import { useWalkthrough } from './walkthrough-store';
import { useTranslation, type MessageKey } from '../../i18n';

export { useWalkthrough };

const SLIDES: { icon: ReactNode; title: MessageKey; text: MessageKey }[] = [
  {
    icon: <IconMap2 size={40} stroke={1.5} />,
    title: 'walkthrough.w1Title',
    text: 'walkthrough.w1Text',
  },
  {
    icon: <IconEye size={40} stroke={1.5} />,
    title: 'walkthrough.w2Title',
    text: 'walkthrough.w2Text',
  },
  {
    icon: <IconMessageStar size={40} stroke={1.5} />,
    title: 'walkthrough.w3Title',
    text: 'walkthrough.w3Text',
  },
  {
    icon: <IconSpeakerphone size={40} stroke={1.5} />,
    title: 'walkthrough.w4Title',
    text: 'walkthrough.w4Text',
  },
];

/** Clears newly_registered here and on the server; a failure only means the walkthrough shows once more. */
async function markWalkthroughSeen() {
  const { user, setUser } = useAuthStore.getState();
  if (user) setUser({ ...user, newly_registered: false });
  try {
    await api.patch('PATCH /users/me/update/', { newly_registered: false }, { silent: true });
  } catch {
    // next sign-in shows it again
  }
}

export function WalkthroughModal() {
  const { t } = useTranslation();
  const opened = useWalkthrough((s) => s.opened);
  const [index, setIndex] = useState(0);
  const slide = SLIDES[index]!;
  const last = index === SLIDES.length - 1;

  const close = () => {
    useWalkthrough.getState().close();
    setIndex(0);
    void markWalkthroughSeen();
  };

  return (
    <Modal opened={opened} onClose={close} title={t('walkthrough.welcome')} centered size="md">
      <Stack align="center" ta="center" gap="sm" aria-live="polite">
        <ThemeIcon size={80} radius="xl" variant="light" aria-hidden>
          {slide.icon}
        </ThemeIcon>
        <Title order={2} size="h3">
          {t(slide.title)}
        </Title>
        <Text c="gray.7">{t(slide.text)}</Text>
        <Text size="xs" c="gray.7">
          {t('walkthrough.slideOf', { n: index + 1, count: SLIDES.length })}
        </Text>
      </Stack>
      <Group justify="space-between" mt="lg">
        <Button variant="subtle" color="gray" onClick={close}>
          {t('walkthrough.skip')}
        </Button>
        <Group gap="xs">
          {index > 0 ? (
            <Button variant="default" onClick={() => setIndex(index - 1)}>
              {t('common.back')}
            </Button>
          ) : null}
          <Button onClick={last ? close : () => setIndex(index + 1)}>
            {last ? t('walkthrough.getStarted') : t('walkthrough.next')}
          </Button>
        </Group>
      </Group>
    </Modal>
  );
}
