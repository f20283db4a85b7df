import { Button, CopyButton, Group, Pagination, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { SurveyDetail } from '@oversight/shared/surveys/surveys.schemas';
import { IconInbox, IconLink, IconLock, IconUsersPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../../../../components/ui/empty-state';
import { formatNumber } from '../../../../lib/format';
import { formQuestionsQuery } from '../../api/questions';
import { formResponsesQuery, RESPONSES_PAGE_SIZE } from '../../api/responses';
import { ExportButton } from '../../exports/export-button';
import { LoadError } from '../../../../components/ui/load-error';
import { questionColumns } from './columns';
import { RespondentsModal } from './respondents-modal';
import { ResponseDrawer } from './response-drawer';
import { ResponseFilters } from './response-filters';
import { ResponseCards, ResponsesTable } from './responses-table';
import { hasFilters, listParams, useResponseFilters } from './use-response-filters';

const plural = (count: number, one: string, many: string) =>
  `${formatNumber(count)} ${count === 1 ? one : many}`;

/** The form's submitted responses: filters in the URL, a table (cards on phones), a response's detail in a drawer. */
export function ResponsesTab({ form }: { form: SurveyDetail }) {
  const { filters, update, openedResponse, openResponse } = useResponseFilters();
  const [respondents, setRespondents] = useState(false);
  const phone = useMediaQuery('(max-width: 48em)');
  const allowed = form.abilities.view_responses;
  const questions = useQuery({ ...formQuestionsQuery(form.id, { all_versions: 'true' }), enabled: allowed });
  const list = useQuery({ ...formResponsesQuery(form.id, listParams(filters)), enabled: allowed });

  if (!allowed) {
    return (
      <EmptyState
        icon={<IconLock size={36} stroke={1.5} />}
        title="You cannot see this form's responses"
        text="Ask the form's organisation to give you a role that may view form responses."
      />
    );
  }

  const respondUrl = `${window.location.origin}/forms/${form.id}/respond`;
  const allColumns = questionColumns(questions.data ?? [], form.sections, true);
  const columns = filters.showRemoved ? allColumns : allColumns.filter((question) => !question.removed);
  const removedCount = allColumns.length - allColumns.filter((question) => !question.removed).length;
  const count = list.data?.count ?? 0;
  const pages = Math.max(1, Math.ceil(count / RESPONSES_PAGE_SIZE));

  const shareActions = (
    <Group gap="sm" justify="center">
      {form.is_published ? (
        <CopyButton value={respondUrl}>
          {({ copied, copy }) => (
            <Button variant="light" leftSection={<IconLink size={16} aria-hidden />} onClick={copy}>
              {copied ? 'Link copied' : "Copy the form's link"}
            </Button>
          )}
        </CopyButton>
      ) : null}
      {form.abilities.add_respondents ? (
        <Button leftSection={<IconUsersPlus size={16} aria-hidden />} onClick={() => setRespondents(true)}>
          Add respondents
        </Button>
      ) : null}
    </Group>
  );

  let body;
  if (list.isPending || questions.isPending) {
    body = (
      <Stack gap="xs" aria-busy="true" aria-label="Loading responses">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} height={phone ? 96 : 40} radius="sm" />
        ))}
      </Stack>
    );
  } else if (list.error || questions.error) {
    body = (
      <LoadError
        what="the responses"
        onRetry={() => {
          if (list.error) void list.refetch();
          if (questions.error) void questions.refetch();
        }}
      />
    );
  } else if (!count) {
    body = hasFilters(filters) ? (
      <EmptyState
        icon={<IconInbox size={36} stroke={1.5} />}
        title="No responses match these filters"
        text="Change or clear the filters to see more responses."
        order={3}
        action={
          <Button variant="light" onClick={() => update({ search: '', from: '', to: '', answer: [] })}>
            Clear filters
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={<IconInbox size={36} stroke={1.5} />}
        title="No responses yet"
        text={
          form.is_published
            ? "No responses yet. Share the form's link or add respondents."
            : 'No responses yet. Publish the form, then share its link or add respondents.'
        }
        order={3}
        action={shareActions}
      />
    );
  } else if (!list.data.results.length) {
    // A shared link to a page the list no longer reaches (responses were deleted since).
    body = (
      <EmptyState
        title="This page is past the last response"
        order={3}
        action={
          <Button variant="light" onClick={() => update({ page: 1 })}>
            Go to the first page
          </Button>
        }
      />
    );
  } else {
    const rows = { responses: list.data.results, columns, onOpen: (id: string) => openResponse(id) };
    body = phone ? <ResponseCards {...rows} /> : <ResponsesTable {...rows} />;
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <div>
          <Title order={2} size="h3">
            Responses
          </Title>
          <Text size="sm" c="gray.7" aria-live="polite">
            {list.data ? plural(count, 'response', 'responses') : ' '}
          </Text>
        </div>
        <ExportButton form={form} filters={listParams(filters)} filtered={hasFilters(filters)} />
        {form.abilities.add_respondents ? (
          <Button
            variant="default"
            leftSection={<IconUsersPlus size={16} aria-hidden />}
            onClick={() => setRespondents(true)}
          >
            Respondents
          </Button>
        ) : null}
      </Group>
      <ResponseFilters filters={filters} questions={allColumns} onChange={update} />
      {removedCount ? (
        <Switch
          label={`Show removed questions (${formatNumber(removedCount)})`}
          checked={filters.showRemoved}
          onChange={(event) => update({ showRemoved: event.currentTarget.checked })}
        />
      ) : null}
      <div style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>{body}</div>
      {count > RESPONSES_PAGE_SIZE ? (
        <Pagination
          total={pages}
          value={Math.min(filters.page, pages)}
          onChange={(page) => update({ page })}
          siblings={phone ? 0 : 1}
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          aria-label="Pages of responses"
        />
      ) : null}
      <ResponseDrawer form={form} responseId={openedResponse} onClose={() => openResponse(null)} />
      <RespondentsModal form={form} opened={respondents} onClose={() => setRespondents(false)} />
    </Stack>
  );
}
