import { Badge, Button, Divider, Drawer, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { SurveyDetail } from '@oversight/shared/surveys/surveys.schemas';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../../lib/api-client';
import { formatDate } from '../../../../lib/format';
import { formResponseQuery } from '../../api/form-response';
import { LoadError } from '../../../../components/ui/load-error';
import { ConfirmDeleteResponse } from './confirm-delete';
import { EditResponseModal } from './edit-response-modal';
import { LazyResponseMap, locationPoints } from './lazy-response-map';
import { ResponseAnswers } from './response-answers';
import { ResponseHistory } from './response-history';

/** One response (URL ?response=<id>): its answers by section, its places on a map, its history, edit and delete. */
export function ResponseDrawer({
  form,
  responseId,
  onClose,
}: {
  form: SurveyDetail;
  responseId: string | null;
  onClose: () => void;
}) {
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Drawer
      opened={Boolean(responseId)}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'lg'}
      title="Response"
      closeButtonProps={{ 'aria-label': 'Close response' }}
    >
      {responseId ? <ResponseDetail form={form} responseId={responseId} onDeleted={onClose} /> : null}
    </Drawer>
  );
}

function ResponseDetail({
  form,
  responseId,
  onDeleted,
}: {
  form: SurveyDetail;
  responseId: string;
  onDeleted: () => void;
}) {
  const query = useQuery(formResponseQuery(responseId));
  const [modal, setModal] = useState<'edit' | 'delete' | null>(null);

  if (query.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label="Loading response">
        <Skeleton height={20} width="50%" />
        <Skeleton height={60} />
        <Skeleton height={60} />
      </Stack>
    );
  }
  if (query.error) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    if (status === 404 || status === 400) {
      return (
        <Text size="sm">
          This response no longer exists: it may have been deleted. Close this panel to go back to the list.
        </Text>
      );
    }
    return <LoadError what="this response" onRetry={() => void query.refetch()} />;
  }
  const response = query.data;
  const points = locationPoints(response.sections, response.answers);
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text fw={600}>{response.respondent?.display_name ?? 'Anonymous'}</Text>
        <Text size="sm" c="gray.7">
          {response.is_draft ? 'Draft saved' : 'Submitted'}{' '}
          {formatDate(response.submitted_at ?? response.modified, 'minute')}
          {response.version !== form.version ? ` · form version ${response.version}` : ''}
        </Text>
        {response.edited ? (
          <Badge variant="light" color="gray" w="fit-content">
            Edited after submission
          </Badge>
        ) : null}
      </Stack>
      {response.abilities.edit || response.abilities.delete ? (
        <Group gap="xs" role="group" aria-label="Response actions">
          {response.abilities.edit ? (
            <Button
              variant="light"
              leftSection={<IconPencil size={16} aria-hidden />}
              onClick={() => setModal('edit')}
            >
              Edit
            </Button>
          ) : null}
          {response.abilities.delete ? (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => setModal('delete')}
            >
              Delete
            </Button>
          ) : null}
        </Group>
      ) : null}
      <LazyResponseMap points={points} label="Map of the locations in this response" />
      <ResponseAnswers sections={response.sections} answers={response.answers} files={response.files} />
      {response.changes.length ? <Divider /> : null}
      <ResponseHistory changes={response.changes} sections={response.sections} />
      <EditResponseModal response={response} opened={modal === 'edit'} onClose={() => setModal(null)} />
      <ConfirmDeleteResponse
        responseId={modal === 'delete' ? response.id : null}
        what="response"
        onClose={() => setModal(null)}
        onDeleted={onDeleted}
      />
    </Stack>
  );
}
