import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import type { Survey } from '@oversight/shared/surveys/surveys.schemas';
import { SURVEY_TYPE_LABELS } from '@oversight/shared/surveys/surveys.schemas';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { FormBadges } from './form-badges';

/**
 * Forms as a list of cards (one column on a phone): name linking to the form, its state, type, owner when shared,
 * groups and dates. `actions` adds buttons to a row (the screen composes them, e.g. the Share button).
 */
export function FormList({ forms, actions }: { forms: Survey[]; actions?: (form: Survey) => ReactNode }) {
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Forms">
      {forms.map((form) => (
        <Paper component="li" key={form.id} withBorder radius="md" p="md">
          <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
            <Stack gap={6} style={{ minWidth: 0, flex: '1 1 260px' }}>
              <Anchor component={Link} to={`/forms/${form.id}`} fw={700} size="lg" lineClamp={2}>
                {form.name}
              </Anchor>
              <FormBadges form={form} />
              {form.description ? (
                <Text size="sm" c="gray.7" lineClamp={2}>
                  {form.description}
                </Text>
              ) : null}
              <Text size="xs" c="gray.7">
                {SURVEY_TYPE_LABELS[form.survey_type]}
                {form.shared ? ` · from ${form.organization.name}` : ''}
                {form.groups.length ? ` · in ${form.groups.map((group) => group.name).join(', ')}` : ''}
                {` · created ${formatDate(form.created)}`}
              </Text>
            </Stack>
            {actions ? (
              <Group gap="xs" wrap="wrap">
                {actions(form)}
              </Group>
            ) : null}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
