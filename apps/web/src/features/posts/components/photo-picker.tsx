import { ActionIcon, Box, Group, Image, SimpleGrid, Text } from '@mantine/core';
import { Dropzone, IMAGE_MIME_TYPE, type FileRejection } from '@mantine/dropzone';
import { MAX_POST_IMAGE_BYTES, MAX_POST_IMAGES } from '@oversight/shared/posts/posts.schemas';
import { IconPhotoPlus, IconX } from '@tabler/icons-react';
import { t } from '../../../i18n';
import { useEffect, useMemo, useState } from 'react';
import { resizePhoto } from '../../../lib/resize-photo';

/**
 * Up to 4 photos with previews; checks type and size before anything is sent (the server checks again). Each photo
 * is shrunk as it is picked (lib/resize-photo): what is sent, or kept on the phone offline, is the small copy.
 */
export function PhotoPicker({
  files,
  onChange,
  disabled,
}: {
  files: File[];
  onChange: (files: File[]) => void;
  disabled?: boolean;
}) {
  const [error, setError] = useState<string | null>(null);
  const previews = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);
  const room = MAX_POST_IMAGES - files.length;

  const onDrop = async (dropped: File[]) => {
    const small = await Promise.all(dropped.map((file) => resizePhoto(file)));
    const known = new Set(files.map((file) => `${file.name}:${file.size}`));
    const fresh = small.filter((file) => !known.has(`${file.name}:${file.size}`));
    setError(fresh.length > room ? t('posts.photosTooMany', { max: MAX_POST_IMAGES }) : null);
    onChange([...files, ...fresh.slice(0, room)]);
  };
  const onReject = (rejections: FileRejection[]) => {
    const tooLarge = rejections.some((rejection) =>
      rejection.errors.some((e) => e.code === 'file-too-large'),
    );
    setError(tooLarge ? t('posts.photoTooLarge') : t('posts.photosOnlyImages', { max: MAX_POST_IMAGES }));
  };

  return (
    <Box>
      <Text size="sm" fw={500} mb={4}>
        {t('posts.photosLabel')}{' '}
        <Text span c="gray.7" size="sm">
          {t('posts.photosOptional', { max: MAX_POST_IMAGES })}
        </Text>
      </Text>
      {files.length ? (
        <SimpleGrid cols={4} spacing="xs" mb="xs">
          {files.map((file, index) => (
            <Box key={`${file.name}:${file.size}`} pos="relative">
              <Image
                src={previews[index]}
                alt={t('posts.photoAlt', { index: index + 1, name: file.name })}
                h={72}
                radius="sm"
                fit="cover"
              />
              <ActionIcon
                size="sm"
                color="dark"
                radius="xl"
                pos="absolute"
                top={4}
                right={4}
                aria-label={t('posts.photoRemove', { index: index + 1 })}
                onClick={() => onChange(files.filter((_, i) => i !== index))}
                disabled={disabled}
              >
                <IconX size={14} />
              </ActionIcon>
            </Box>
          ))}
        </SimpleGrid>
      ) : null}
      {room > 0 ? (
        <Dropzone
          onDrop={(dropped) => void onDrop(dropped)}
          onReject={onReject}
          maxSize={MAX_POST_IMAGE_BYTES}
          maxFiles={room}
          accept={IMAGE_MIME_TYPE}
          disabled={disabled}
          aria-label={t('posts.photosAdd')}
          inputProps={{ 'aria-label': t('posts.photosAdd') }}
          p="sm"
        >
          <Group justify="center" gap="sm" style={{ pointerEvents: 'none' }} wrap="nowrap">
            <IconPhotoPlus size={28} stroke={1.5} aria-hidden />
            <Text size="sm" c="gray.7">
              {t('posts.photosDrop', { left: room })}
            </Text>
          </Group>
        </Dropzone>
      ) : null}
      {error ? (
        <Text size="sm" c="red.9" mt={4} role="alert">
          {error}
        </Text>
      ) : null}
    </Box>
  );
}
