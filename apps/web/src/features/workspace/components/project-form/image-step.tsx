import { FileInput, Image, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

/** Step 5: the display image (resized and stripped of metadata by the server). */
export function ImageStep({
  current,
  file,
  onChange,
}: {
  current: string | null;
  file: File | null;
  onChange: (file: File | null) => void;
}) {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const shown = preview ?? current;
  return (
    <Stack gap="md">
      <FileInput
        label="Display image"
        description="JPEG, PNG, WebP or HEIC, up to 10 MB. It is uploaded when you save."
        accept="image/*"
        clearable
        leftSection={<IconPhoto size={16} />}
        value={file}
        onChange={onChange}
      />
      {shown ? (
        <Image src={shown} alt="The project's display image" radius="md" mah={280} fit="contain" />
      ) : (
        <Text size="sm" c="gray.7">
          No image yet.
        </Text>
      )}
    </Stack>
  );
}
