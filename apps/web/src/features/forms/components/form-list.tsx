import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import type { Survey } from '@oversight/shared/surveys/surveys.schemas';
import { SURVEY_TYPE_LABELS } from '@oversight/shared/surveys/surveys.schemas';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate, formatNumber } from '../../../lib/format';
import { FormBadges } from './form-badges';

const responses = (count: number) => (count === 1 ? '1 response' : `${formatNumber(count)} responses`);

/**
 * Forms as a list of cards (one column on a phone): name linking to the form, its state, type, owner when shared,
 * groups and dates, and its count of responses (from the list's own query: no request per card), a link to its
 * responses and results for those who may see them. `actions` adds buttons to a row (e.g. the Share button).
 */
export function FormList({ forms, actions }: { forms: Survey[]; actions?: (form: Survey) => ReactNode }) {
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Forms">
      {forms.map((form) => (
        <Paper component="li" key={form.id} withBorder radius="md" p="md">
          <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
            <Stack gap={6} style={{ minWidth: 0, flex: '1 1 260px' }}>
              <Anchor
                component={Link}
                to={`/forms/${form.id}`}
                fw={700}
                size="lg"
                lineClamp={2}
                id={`form-name-${form.id}`}
              >
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
              {form.abilities.view_responses ? (
                <Anchor
                  component={Link}
                  to={`/forms/${form.id}/responses`}
                  size="sm"
                  fw={600}
                  style={{ alignSelf: 'flex-start' }}
                  // Named by its count, described by the form's name: the form's own link stays the only one named so.
                  aria-describedby={`form-name-${form.id}`}
                >
                  {responses(form.responses_count)}
                </Anchor>
              ) : form.responses_count ? (
                <Text size="sm" c="gray.7">
                  {responses(form.responses_count)}
                </Text>
              ) : null}
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
