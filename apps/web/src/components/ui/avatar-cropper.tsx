import '@mantine/dropzone/styles.css';
import { Alert, Avatar, Box, Button, Group, Slider, Stack, Text } from '@mantine/core';
import { Dropzone, IMAGE_MIME_TYPE, type FileRejection } from '@mantine/dropzone';
import { IconPhotoUp, IconUpload, IconX, IconZoomIn } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { cropToJpeg } from '../../lib/crop-image';

const MAX_BYTES = 10 * 1024 * 1024;

function useObjectUrl(blob: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}

export type AvatarCropperProps = {
  /** The photo the user has now, shown until a new one is chosen. */
  currentUrl?: string | null;
  /** Initials shown when there is no photo. */
  initials?: string;
  /** Called with a 512 x 512 JPEG once the user accepts a crop, or null when the new photo is removed. */
  onChange: (blob: Blob | null) => void;
  disabled?: boolean;
};

/** Pick a photo (drop or browse), crop it to a square and hand back a 512px JPEG. */
export function AvatarCropper({ currentUrl, initials, onChange, disabled }: AvatarCropperProps) {
  const [file, setFile] = useState<File | null>(null);
  const [cropped, setCropped] = useState<Blob | null>(null);
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const source = useObjectUrl(file);
  const preview = useObjectUrl(cropped);

  const onCropComplete = useCallback((_: Area, pixels: Area) => setArea(pixels), []);

  function onDrop(files: File[]) {
    setError(null);
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setFile(files[0] ?? null);
  }

  function onReject(rejections: FileRejection[]) {
    const tooLarge = rejections.some((r) => r.errors.some((e) => e.code === 'file-too-large'));
    setError(
      tooLarge
        ? 'That photo is larger than 10 MB. Choose a smaller one.'
        : 'Choose a JPEG, PNG or WebP image.',
    );
  }

  async function accept() {
    if (!source || !area) return;
    setBusy(true);
    setError(null);
    try {
      const blob = await cropToJpeg(source, area);
      setCropped(blob);
      setFile(null);
      onChange(blob);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The image could not be cropped');
    } finally {
      setBusy(false);
    }
  }

  function removeNew() {
    setCropped(null);
    onChange(null);
  }

  if (source) {
    return (
      <Stack gap="sm">
        <Box
          pos="relative"
          h={{ base: 280, sm: 340 }}
          bg="dark.7"
          style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
        >
          <Cropper
            image={source}
            crop={crop}
            zoom={zoom}
            aspect={1}
            cropShape="round"
            showGrid={false}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={onCropComplete}
            mediaProps={{ alt: 'Photo to crop' }}
          />
        </Box>
        <Group gap="sm" wrap="nowrap" align="center">
          <IconZoomIn size={18} aria-hidden />
          <Slider
            flex={1}
            min={1}
            max={3}
            step={0.05}
            value={zoom}
            onChange={setZoom}
            label={null}
            aria-label="Zoom"
          />
        </Group>
        <Text size="sm" c="gray.7">
          Drag the photo to position it inside the circle.
        </Text>
        {error && (
          <Alert color="red" variant="light">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => setFile(null)} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={() => void accept()} loading={busy} disabled={!area}>
            Use this photo
          </Button>
        </Group>
      </Stack>
    );
  }

  const shown = preview ?? currentUrl ?? null;
  return (
    <Stack gap="sm">
      <Group gap="md" wrap="nowrap">
        <Avatar src={shown} size={88} radius={88} alt={shown ? 'Profile photo' : undefined} color="oversight">
          {initials}
        </Avatar>
        <Text size="sm" c="gray.7">
          {preview
            ? 'Your new photo. It is saved when you continue.'
            : 'A clear photo of your face, or your organisation’s logo, helps people recognise you.'}
        </Text>
      </Group>
      <Dropzone
        onDrop={onDrop}
        onReject={onReject}
        maxFiles={1}
        multiple={false}
        maxSize={MAX_BYTES}
        accept={IMAGE_MIME_TYPE}
        disabled={disabled}
        aria-label="Choose a profile photo"
        // The hidden file input is what assistive technology reaches; it needs the name too.
        inputProps={{ 'aria-label': 'Choose a profile photo' }}
      >
        <Group justify="center" gap="md" mih={110} style={{ pointerEvents: 'none' }} wrap="nowrap">
          <Dropzone.Accept>
            <IconUpload size={36} stroke={1.5} aria-hidden />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={36} stroke={1.5} aria-hidden />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconPhotoUp size={36} stroke={1.5} aria-hidden />
          </Dropzone.Idle>
          <div>
            <Text fw={500}>{shown ? 'Choose a different photo' : 'Choose a photo'}</Text>
            <Text size="sm" c="gray.7">
              Tap to browse, or drop an image here. JPEG, PNG or WebP up to 10 MB.
            </Text>
          </div>
        </Group>
      </Dropzone>
      {error && (
        <Alert color="red" variant="light">
          {error}
        </Alert>
      )}
      {preview && (
        <Button variant="subtle" color="gray" onClick={removeNew} w="fit-content">
          Remove new photo
        </Button>
      )}
    </Stack>
  );
}
