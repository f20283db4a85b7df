import { Button, Group, Modal, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconEye, IconMap2, IconMessageStar, IconSpeakerphone } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { api } from '../../lib/api-client';
import { useAuthStore } from '../../lib/auth-store';
import { useWalkthrough } from './walkthrough-store';

export { useWalkthrough };

const SLIDES: { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <IconMap2 size={40} stroke={1.5} />,
    title: 'Discover projects around you',
    text: 'Find public projects near you or in any state on the map, or search by name, ministry or contractor.',
  },
  {
    icon: <IconEye size={40} stroke={1.5} />,
    title: 'Eyemark what matters to you',
    text: 'Eyemark a project to follow it: its updates reach you and it stays in your Eyemarked list.',
  },
  {
    icon: <IconMessageStar size={40} stroke={1.5} />,
    title: 'Review with photos from the site',
    text: 'Say how a project is going, add photos you took on the spot, and react to what others report.',
  },
  {
    icon: <IconSpeakerphone size={40} stroke={1.5} />,
    title: 'Your voice is on the record',
    text: 'Ministries, agencies and contractors see reviews and answer with updates. Be fair, be specific.',
  },
];

/** Clears newly_registered here and on the server; a failure only means the walkthrough shows once more. */
async function markWalkthroughSeen() {
  const { user, setUser } = useAuthStore.getState();
  if (user) setUser({ ...user, newly_registered: false });
  try {
    await api.patch('/users/me/update/', { newly_registered: false }, { silent: true });
  } catch {
    // next sign-in shows it again
  }
}

export function WalkthroughModal() {
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
    <Modal opened={opened} onClose={close} title="Welcome to Oversight" centered size="md">
      <Stack align="center" ta="center" gap="sm" aria-live="polite">
        <ThemeIcon size={80} radius="xl" variant="light" aria-hidden>
          {slide.icon}
        </ThemeIcon>
        <Title order={2} size="h3">
          {slide.title}
        </Title>
        <Text c="gray.7">{slide.text}</Text>
        <Text size="xs" c="gray.7">
          {index + 1} of {SLIDES.length}
        </Text>
      </Stack>
      <Group justify="space-between" mt="lg">
        <Button variant="subtle" color="gray" onClick={close}>
          Skip
        </Button>
        <Group gap="xs">
          {index > 0 ? (
            <Button variant="default" onClick={() => setIndex(index - 1)}>
              Back
            </Button>
          ) : null}
          <Button onClick={last ? close : () => setIndex(index + 1)}>{last ? 'Get started' : 'Next'}</Button>
        </Group>
      </Group>
    </Modal>
  );
}
