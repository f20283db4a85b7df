import { ActionIcon, Button, Group, Input, Paper, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { asList, type FieldProps } from './field-props';
import type { ChoiceOption } from './choice-inputs';
import { useWords } from '../filler-words';

/**
 * Ranking with Move up / Move down buttons per item (keyboard and screen-reader friendly, unlike dragging). The answer
 * is every value, most preferred first; it is set once the person moves an item or keeps the order shown.
 */
export function RankingAnswer({
  options,
  value,
  onChange,
  id,
  error,
  label,
  description,
  required,
  disabled,
}: FieldProps & { options: ChoiceOption[] }) {
  const t = useWords();
  const answered = asList(value);
  const byValue = new Map(options.map((option) => [option.value, option]));
  const order = [
    ...answered.filter((item) => byValue.has(item)),
    ...options.map((option) => option.value).filter((item) => !answered.includes(item)),
  ];
  const move = (from: number, to: number) => {
    const next = [...order];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    onChange(next);
    // Keep focus on the moved item's same button, so repeated presses keep moving it.
    requestAnimationFrame(() => document.getElementById(`${id}-${to}-${to < from ? 'up' : 'down'}`)?.focus());
  };
  return (
    <Input.Wrapper
      id={id}
      labelElement="div"
      label={label}
      description={description}
      withAsterisk={required}
      error={error}
    >
      <ol aria-label={label} style={{ listStyle: 'none', padding: 0, margin: '8px 0 0' }}>
        {order.map((item, index) => (
          <Paper component="li" key={item} withBorder p="xs" mb={6}>
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm">
                {index + 1}. {byValue.get(item)?.label ?? item}
              </Text>
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  id={`${id}-${index}-up`}
                  variant="default"
                  aria-label={t('filler.moveUp', { item: byValue.get(item)?.label ?? item })}
                  disabled={disabled || index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  <IconArrowUp size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  id={`${id}-${index}-down`}
                  variant="default"
                  aria-label={t('filler.moveDown', { item: byValue.get(item)?.label ?? item })}
                  disabled={disabled || index === order.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  <IconArrowDown size={16} aria-hidden />
                </ActionIcon>
              </Group>
            </Group>
          </Paper>
        ))}
      </ol>
      {!answered.length && order.length ? (
        <Button variant="subtle" size="xs" disabled={disabled} onClick={() => onChange(order)}>
          {t('filler.keepOrder')}
        </Button>
      ) : null}
    </Input.Wrapper>
  );
}
