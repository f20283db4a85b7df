import { Button, FileButton, Group, Image, Input, Progress, Stack, Text } from '@mantine/core';
import { IconCamera, IconPaperclip } from '@tabler/icons-react';
import { MAX_ANSWER_FILE_MB, type FileKind } from '@oversight/shared/surveys/questions.schemas';
import type { ResponseFile } from '@oversight/shared/surveys/responses.schemas';
import { useEffect, useState } from 'react';
import { useWords } from '../filler-words';
import type { FieldProps, UploadAnswerFile } from './field-props';
import { newId } from '../../../../../lib/new-id';
import { resizePhoto } from '../../../../../lib/resize-photo';

const ACCEPT: Record<FileKind, string> = {
  image: 'image/*',
  audio: 'audio/*',
  video: 'video/*',
  document: '.pdf,.doc,.docx,.odt,.rtf,.txt',
  spreadsheet: '.xls,.xlsx,.ods,.csv',
  archive: '.zip',
};
const DEFAULT_KIND: Record<string, FileKind | undefined> = { photo: 'image', audio: 'audio', video: 'video' };

function acceptOf(type: string, kinds: readonly FileKind[] | undefined): string | undefined {
  const chosen = kinds?.length ? kinds : DEFAULT_KIND[type] ? [DEFAULT_KIND[type]] : [];
  return chosen.length ? chosen.map((kind) => ACCEPT[kind]).join(',') : undefined;
}

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

/** Photo, audio, video and file answers: the answer is the id of the uploaded file. */
export function FileAnswer({
  question,
  value,
  onChange,
  id,
  error,
  label,
  description,
  required,
  disabled,
  uploadFile,
  preview,
}: FieldProps & { uploadFile?: UploadAnswerFile; preview: boolean }) {
  const t = useWords();
  const type = question.question_type;
  const maxMb = question.settings.max_size_mb ?? MAX_ANSWER_FILE_MB;
  const [file, setFile] = useState<ResponseFile | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => () => (previewUrl ? URL.revokeObjectURL(previewUrl) : undefined), [previewUrl]);

  const choose = async (picked: File | null) => {
    if (!picked) return;
    setProblem(null);
    const ready = type === 'photo' ? await resizePhoto(picked) : picked;
    if (ready.size > maxMb * 1_048_576) {
      setProblem(t('filler.fileTooLarge', { size: megabytes(ready.size), max: maxMb }));
      return;
    }
    if (type === 'photo' || ready.type.startsWith('image/')) setPreviewUrl(URL.createObjectURL(ready));
    if (!uploadFile) {
      // Preview: nothing leaves the device; a stand-in id lets the rules see an answer.
      const standIn = newId();
      setFile({
        id: standIn,
        url: '',
        name: ready.name,
        content_type: ready.type,
        bytes: ready.size,
        question: question.name,
      });
      onChange(standIn);
      return;
    }
    setProgress(0);
    try {
      const uploaded = await uploadFile(ready, question, setProgress);
      setFile(uploaded);
      onChange(uploaded.id);
    } catch (failure) {
      setProblem(
        failure instanceof Error && failure.message
          ? t('filler.uploadFailedBecause', { reason: failure.message })
          : t('filler.uploadFailed'),
      );
    } finally {
      setProgress(null);
    }
  };

  const clear = () => {
    setFile(null);
    setPreviewUrl(null);
    onChange(null);
  };
  const hasAnswer = typeof value === 'string' && value !== '';
  // Nowhere to upload to (editing a response): the file stays as it is.
  const locked = !uploadFile && !preview;

  return (
    <Input.Wrapper
      id={id}
      labelElement="div"
      label={label}
      description={description}
      withAsterisk={required}
      error={error ?? problem}
    >
      <Stack gap="xs" mt="xs">
        <Group gap="xs" hidden={locked}>
          <FileButton
            onChange={(picked) => void choose(picked)}
            accept={acceptOf(type, question.settings.accept)}
            capture={type === 'photo' ? 'environment' : undefined}
            disabled={disabled || progress !== null}
          >
            {(props) => (
              <Button
                {...props}
                variant="light"
                aria-label={t(
                  hasAnswer
                    ? type === 'photo'
                      ? 'filler.replacePhotoFor'
                      : 'filler.replaceFileFor'
                    : type === 'photo'
                      ? 'filler.choosePhotoFor'
                      : 'filler.chooseFileFor',
                  { question: label },
                )}
                leftSection={
                  type === 'photo' ? (
                    <IconCamera size={16} aria-hidden />
                  ) : (
                    <IconPaperclip size={16} aria-hidden />
                  )
                }
              >
                {hasAnswer
                  ? t('filler.replace')
                  : type === 'photo'
                    ? t('filler.takePhoto')
                    : t('filler.chooseFile')}
              </Button>
            )}
          </FileButton>
          {hasAnswer ? (
            <Button variant="subtle" color="gray" disabled={disabled || progress !== null} onClick={clear}>
              {t('filler.remove')}
            </Button>
          ) : null}
        </Group>
        {progress !== null ? (
          <Progress
            value={Math.round(progress * 100)}
            aria-label={t('filler.uploading', { question: label })}
            size="sm"
            animated
          />
        ) : null}
        {previewUrl ? (
          <Image src={previewUrl} alt={t('filler.chosenPhoto', { question: label })} maw={240} radius="sm" />
        ) : null}
        {hasAnswer ? (
          <Text size="sm" c="dimmed">
            {file ? `${file.name} (${megabytes(file.bytes)})` : t('filler.fileAttached')}
            {preview
              ? ` ${t('filler.previewNotUploaded')}`
              : file && !file.url
                ? ` ${t('filler.keptUntilSent')}`
                : ''}
          </Text>
        ) : null}
        <Text size="xs" c="dimmed">
          {locked
            ? hasAnswer
              ? t('filler.filesLocked')
              : t('filler.noFileLocked')
            : t('filler.upToMb', { max: maxMb })}
        </Text>
      </Stack>
    </Input.Wrapper>
  );
}
