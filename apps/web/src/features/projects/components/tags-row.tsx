import { Box, Chip, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { projectTagsQuery } from '../api/project-tags';
import { t, useTranslation } from '../../../i18n';

// Shown until the tags arrive, and when the API has none (docs/spec/contract-notes.md "Discover tags").
const FALLBACK_TAGS = [
  'Most Discussed',
  'Nearing Completion',
  'Newly Added',
  'Major Roads',
  'Bridges',
  'Power',
  'Health',
  'Schools',
];

export interface TagsRowProps {
  value: string | null;
  onChange: (tag: string | null) => void;
}

/** One tag at a time narrows the projects; "All" clears it. */
// The chip that clears the tag: a value no tag can have, labelled in the current language.
const ALL = '\u0000all';

export function TagsRow({ value, onChange }: TagsRowProps) {
  useTranslation();
  const tags = useQuery(projectTagsQuery());
  const names = tags.data?.length ? tags.data.map((item) => item.tag) : FALLBACK_TAGS;
  const list = value && !names.includes(value) ? [value, ...names] : names;
  return (
    // A native scroller: Mantine's ScrollArea brings the popover library into the first load.
    <Box style={{ overflowX: 'auto', scrollbarWidth: 'thin' }} pb={4}>
      <Chip.Group
        multiple={false}
        value={value ?? ALL}
        onChange={(tag) => onChange(tag === ALL ? null : tag)}
      >
        <Group gap={6} wrap="nowrap" role="radiogroup" aria-label={t('projects.tagsLabel')} py={2}>
          {[ALL, ...list].map((tag) => (
            <Chip key={tag} value={tag} size="sm" variant="light" type="radio">
              {tag === ALL ? t('projects.tagAll') : tag}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </Box>
  );
}
