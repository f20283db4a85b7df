import { Badge } from '@mantine/core';
import { SENTIMENT_LABELS, type Sentiment } from '@oversight/shared/reference/enums';
import {
  IconBulb,
  IconMoodAngry,
  IconMoodCrazyHappy,
  IconMoodHappy,
  IconMoodSad,
  IconMoodSmile,
  type Icon,
} from '@tabler/icons-react';

export const SENTIMENT_ICONS: Record<Sentiment, Icon> = {
  impressed: IconMoodCrazyHappy,
  excited: IconMoodHappy,
  hopeful: IconMoodSmile,
  unimpressed: IconMoodSad,
  angry: IconMoodAngry,
  suggestion: IconBulb,
};

/** Mantine colours whose shade 8 text passes AA on the light badge background. */
export const SENTIMENT_COLORS: Record<Sentiment, string> = {
  impressed: 'green',
  excited: 'teal',
  hopeful: 'blue',
  unimpressed: 'orange',
  angry: 'red',
  suggestion: 'grape',
};

export const GROUP_LABELS = { positive: 'Positive', neutral: 'Neutral', negative: 'Negative' } as const;
export const GROUP_COLORS = { positive: 'green', neutral: 'blue', negative: 'red' } as const;

export function SentimentBadge({ sentiment }: { sentiment: Sentiment }) {
  const Icon = SENTIMENT_ICONS[sentiment];
  return (
    <Badge
      variant="light"
      color={SENTIMENT_COLORS[sentiment]}
      leftSection={<Icon size={14} aria-hidden />}
      styles={{ label: { color: 'var(--mantine-color-dark-8)' } }}
    >
      {sentiment === 'suggestion' ? 'Suggestion' : `Feels ${SENTIMENT_LABELS[sentiment].toLowerCase()}`}
    </Badge>
  );
}
