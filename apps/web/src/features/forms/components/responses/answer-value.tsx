import { Anchor, Image, Text } from '@mantine/core';
import { FILE_TYPES } from '@oversight/shared/surveys/questions.schemas';
import type { ResponseFile } from '@oversight/shared/surveys/responses.schemas';
import { IconDownload } from '@tabler/icons-react';
import { answerText, type AnswerQuestion } from './answer-format';

const EMPTY = (
  <Text span c="gray.7" size="sm" aria-label="No answer">
    –
  </Text>
);

/** The uploaded files an answer names (one id, or several in a repeat). */
export function filesOf(value: unknown, files: readonly ResponseFile[]): ResponseFile[] {
  // A file answer holds its id (a string); anything else names no file.
  const ids = Array.isArray(value) ? value.map(String) : typeof value === 'string' && value ? [value] : [];
  return ids.flatMap((id) => files.filter((file) => file.id === id));
}

/**
 * One answer: photos as images (small in the table, large in the detail, each opening full size), other files as
 * download links (with a player for audio and video in the detail), everything else as its text (choice labels,
 * "lat, lng").
 */
export function AnswerValue({
  question,
  value,
  files,
  size = 'small',
  repeated = false,
}: {
  question: AnswerQuestion;
  value: unknown;
  files: readonly ResponseFile[];
  size?: 'small' | 'large';
  /** The value is the list of a repeat's answers to this question. */
  repeated?: boolean;
}) {
  if (FILE_TYPES.includes(question.question_type)) {
    const found = filesOf(value, files);
    if (!found.length) return value ? <Text size="sm">File not found</Text> : EMPTY;
    return (
      <>
        {found.map((file) =>
          question.question_type === 'photo' || file.content_type.startsWith('image/') ? (
            <Anchor
              key={file.id}
              href={file.url}
              target="_blank"
              rel="noopener"
              aria-label={`Open photo ${file.name} full size`}
              display="inline-block"
              // In a table row the click opens the photo, not the response too.
              onClick={(event) => event.stopPropagation()}
            >
              <Image
                src={file.url}
                alt={file.name}
                w={size === 'small' ? 48 : '100%'}
                h={size === 'small' ? 48 : undefined}
                mah={size === 'large' ? 360 : undefined}
                fit={size === 'small' ? 'cover' : 'contain'}
                radius="sm"
                loading="lazy"
              />
            </Anchor>
          ) : (
            <div key={file.id}>
              {size === 'large' && file.content_type.startsWith('audio/') ? (
                // eslint-disable-next-line jsx-a11y/media-has-caption -- a respondent's recording comes with no caption track
                <audio
                  controls
                  preload="none"
                  src={file.url}
                  aria-label={file.name}
                  style={{ width: '100%' }}
                />
              ) : null}
              {size === 'large' && file.content_type.startsWith('video/') ? (
                // eslint-disable-next-line jsx-a11y/media-has-caption -- a respondent's recording comes with no caption track
                <video
                  controls
                  preload="metadata"
                  src={file.url}
                  aria-label={file.name}
                  style={{ width: '100%', maxHeight: 360 }}
                />
              ) : null}
              <Anchor
                href={file.url}
                download={file.name}
                size="sm"
                style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
                onClick={(event) => event.stopPropagation()}
              >
                <IconDownload size={14} aria-hidden />
                Download {file.name}
              </Anchor>
            </div>
          ),
        )}
      </>
    );
  }
  // A question inside a repeat answers once per entry: each is shown as its own text.
  const text =
    repeated && Array.isArray(value)
      ? value
          .map((item) => answerText(question, item))
          .filter(Boolean)
          .join('; ')
      : answerText(question, value);
  if (!text) return EMPTY;
  return (
    <Text
      size="sm"
      span={size === 'small'}
      lineClamp={size === 'small' ? 2 : undefined}
      style={{ overflowWrap: 'anywhere', whiteSpace: size === 'large' ? 'pre-wrap' : undefined }}
    >
      {text}
    </Text>
  );
}
