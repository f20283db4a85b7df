import { Badge, Button, Chip, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { InterestKey, Interests } from '../api/types';
import { useTranslation, type MessageKey } from '../../../i18n';

export const INTEREST_GROUPS: { key: InterestKey; title: MessageKey; hint: MessageKey }[] = [
  { key: 'locations', title: 'settings.chipsStates', hint: 'settings.chipsStatesHint' },
  { key: 'sectors', title: 'settings.chipsSectors', hint: 'settings.chipsSectorsHint' },
  { key: 'ministries', title: 'settings.chipsMinistries', hint: 'settings.chipsMinistriesHint' },
  { key: 'sdgs', title: 'settings.chipsSdgs', hint: 'settings.chipsSdgsHint' },
];

const COLLAPSED_COUNT = 12;

/** Long names ("Information and Communication Technology") wrap inside the chip instead of overflowing a phone. */
const CHIP_STYLES = {
  root: { maxWidth: '100%' },
  label: {
    maxWidth: '100%',
    height: 'auto',
    minHeight: 'var(--chip-size)',
    whiteSpace: 'normal',
    lineHeight: 1.3,
    paddingBlock: 4,
  },
} as const;

export const EMPTY_INTERESTS: Interests = { locations: [], ministries: [], sdgs: [], sectors: [] };

export function countInterests(value: Interests): number {
  return INTEREST_GROUPS.reduce((n, { key }) => n + value[key].length, 0);
}

function InterestGroup({
  groupKey,
  title,
  hint,
  options,
  value,
  onChange,
  disabled,
}: {
  groupKey: InterestKey;
  title: string;
  hint: string;
  options: string[];
  value: string[];
  onChange: (next: string[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  if (!options.length) return null;
  // Selected options stay visible even when the list is collapsed.
  const shown = expanded
    ? options
    : [...options.slice(0, COLLAPSED_COUNT), ...value.filter((v) => options.indexOf(v) >= COLLAPSED_COUNT)];
  const headingId = `interest-${groupKey}`;
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <div>
          <Title order={3} size="h5" id={headingId}>
            {title}
          </Title>
          <Text size="xs" c="gray.7">
            {hint}
          </Text>
        </div>
        {value.length > 0 && (
          <Badge variant="light" aria-label={t('settings.chipsSelected', { count: value.length })}>
            {value.length}
          </Badge>
        )}
      </Group>
      <Chip.Group multiple value={value} onChange={onChange}>
        <Group gap={8} role="group" aria-labelledby={headingId}>
          {shown.map((option) => (
            <Chip
              key={option}
              value={option}
              size="sm"
              radius="xl"
              variant="outline"
              disabled={disabled}
              styles={CHIP_STYLES}
            >
              {option}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {options.length > COLLAPSED_COUNT && (
        <Button variant="subtle" size="compact-sm" w="fit-content" onClick={() => setExpanded((e) => !e)}>
          {expanded ? t('settings.showFewer') : t('settings.showAll', { count: options.length })}
        </Button>
      )}
    </Stack>
  );
}

export type InterestChipsProps = {
  options: Interests;
  value: Interests;
  onChange: (next: Interests) => void;
  disabled?: boolean;
};

/** Chips for states, sectors, ministries and SDGs; used in sign-up and in settings. */
export function InterestChips({ options, value, onChange, disabled }: InterestChipsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      {INTEREST_GROUPS.map(({ key, title, hint }) => (
        <InterestGroup
          key={key}
          groupKey={key}
          title={t(title)}
          hint={t(hint)}
          options={options[key]}
          value={value[key]}
          onChange={(next) => onChange({ ...value, [key]: next })}
          disabled={disabled}
        />
      ))}
    </Stack>
  );
}
