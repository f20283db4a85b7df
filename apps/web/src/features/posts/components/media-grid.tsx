import { ActionIcon, Badge, Box, Group, Image, Modal, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import type { PostMedia } from '@oversight/shared/posts/posts.schemas';
import { IconChevronLeft, IconChevronRight, IconDeviceMobile, IconMapPinCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { formatDate } from '../../../lib/format';

export function LiveBadge({ size = 'sm' }: { size?: 'xs' | 'sm' }) {
  const { t } = useTranslation();
  return (
    <Badge
      size={size}
      color="teal.9"
      variant="filled"
      leftSection={<IconMapPinCheck size={12} aria-hidden />}
    >
      {t('posts.photoVerified')}
    </Badge>
  );
}

/** A photo whose position is only the phone's at posting time (no GPS of its own): placed, not verified. */
export function DeviceLocationBadge({ size = 'sm' }: { size?: 'xs' | 'sm' }) {
  const { t } = useTranslation();
  return (
    <Badge
      size={size}
      color="gray.8"
      variant="outline"
      bg="white"
      leftSection={<IconDeviceMobile size={12} aria-hidden />}
    >
      {t('posts.photoDeviceLocation')}
    </Badge>
  );
}

/** The photo's badge: verified on site, or placed by the device only, or none. */
export function PhotoPlaceBadge({ media, size = 'sm' }: { media: PostMedia; size?: 'xs' | 'sm' }) {
  if (media.is_live_photo) return <LiveBadge size={size} />;
  if (media.location_source === 'device') return <DeviceLocationBadge size={size} />;
  return null;
}

/** The thumbnail's label names where the photo was placed, as its badge does. */
const openLabelKey = (media: PostMedia) =>
  media.is_live_photo
    ? 'posts.openPhotoVerified'
    : media.location_source === 'device'
      ? 'posts.openPhotoDevice'
      : 'posts.openPhoto';

/** Thumbnails that open a lightbox (arrow keys or buttons move between photos). */
export function MediaGrid({
  media,
  cols = { base: 2, sm: 3, md: 4 },
}: {
  media: PostMedia[];
  cols?: Record<string, number> | number;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  const current = open === null ? null : media[open];
  const move = (step: number) =>
    setOpen((index) => (index === null ? null : (index + step + media.length) % media.length));
  return (
    <>
      <SimpleGrid cols={cols} spacing="xs">
        {media.map((item, index) => (
          <UnstyledButton
            key={item.id}
            onClick={() => setOpen(index)}
            aria-label={t(openLabelKey(item), { index: index + 1, count: media.length })}
            style={{ position: 'relative', borderRadius: 8, overflow: 'hidden' }}
          >
            <Image src={item.image} alt="" h={140} fit="cover" loading="lazy" />
            {item.is_live_photo || item.location_source === 'device' ? (
              <Box pos="absolute" top={6} left={6}>
                <PhotoPlaceBadge media={item} size="xs" />
              </Box>
            ) : null}
          </UnstyledButton>
        ))}
      </SimpleGrid>
      <Modal
        opened={current !== null && current !== undefined}
        onClose={() => setOpen(null)}
        size="xl"
        centered
        title={open !== null ? t('posts.photoOf', { index: open + 1, count: media.length }) : ''}
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight') move(1);
          if (event.key === 'ArrowLeft') move(-1);
        }}
      >
        {current ? (
          <Box>
            <Image
              src={current.image}
              alt={current.caption || t('posts.photoNumber', { index: (open ?? 0) + 1 })}
              mah="70vh"
              fit="contain"
            />
            <Group justify="space-between" mt="sm" wrap="nowrap">
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={t('posts.previousPhoto')}
                onClick={() => move(-1)}
                disabled={media.length < 2}
              >
                <IconChevronLeft size={20} />
              </ActionIcon>
              <Group gap="xs" justify="center">
                <PhotoPlaceBadge media={current} />
                <Text size="sm" c="gray.7">
                  {formatDate(current.created)}
                  {current.state ? ` · ${current.state}` : ''}
                </Text>
              </Group>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={t('posts.nextPhoto')}
                onClick={() => move(1)}
                disabled={media.length < 2}
              >
                <IconChevronRight size={20} />
              </ActionIcon>
            </Group>
          </Box>
        ) : null}
      </Modal>
    </>
  );
}
