import { Badge } from '@mantine/core';
import type { Sentiment } from '@oversight/shared/reference/enums';
import {
  IconBulb,
  IconMoodAngry,
  IconMoodCrazyHappy,
  IconMoodHappy,
  IconMoodSad,
  IconMoodSmile,
  type Icon,
} from '@tabler/icons-react';
import { t } from '../../i18n';

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

/** A sentiment group's name in the reader's language. */
export function groupLabel(group: keyof typeof GROUP_LABELS): string {
  return t(
    group === 'positive'
      ? 'posts.groupPositive'
      : group === 'neutral'
        ? 'posts.groupNeutral'
        : 'posts.groupNegative',
  );
}

/** A reviewer's feeling in the reader's language. */
export function sentimentLabel(sentiment: Sentiment): string {
  return t(`posts.sentiment${sentiment}`);
}
export const GROUP_COLORS = { positive: 'green', neutral: 'blue', negative: 'red' } as const;
/**
 * Text in the group's colour: Mantine's green.9 (#2b8a3e) is 4.36:1 on white, below 4.5; the theme's dark green
 * (#257535, 5.7:1) is used instead. Blue and red .9 pass (5.0 and 5.5:1).
 */
export const GROUP_TEXT_COLORS = {
  positive: 'var(--mantine-color-green-light-color)',
  neutral: 'blue.9',
  negative: 'red.9',
} as const;

export function SentimentBadge({ sentiment }: { sentiment: Sentiment }) {
  const Icon = SENTIMENT_ICONS[sentiment];
  return (
    <Badge
      variant="light"
      color={SENTIMENT_COLORS[sentiment]}
      leftSection={<Icon size={14} aria-hidden />}
      styles={{ label: { color: 'var(--mantine-color-dark-8)' } }}
    >
      {sentiment === 'suggestion'
        ? sentimentLabel(sentiment)
        : t('posts.feels', { feeling: sentimentLabel(sentiment) })}
    </Badge>
  );
}
