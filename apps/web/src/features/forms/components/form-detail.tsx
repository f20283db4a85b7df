import { Button, Group, Modal, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { SURVEY_TYPE_LABELS, type Survey } from '@oversight/shared/surveys/surveys.schemas';
import {
  IconArchive,
  IconCopy,
  IconEye,
  IconEyeOff,
  IconFileExport,
  IconLink,
  IconPencil,
  IconPlayerPlay,
  IconTrash,
} from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate, formatNumber } from '../../../lib/format';
import { showError, showSuccess } from '../../../lib/toasts';
import { exportXlsForm } from '../api/export-xlsform';
import { useChangeFormState, useDeleteForm, useDuplicateForm, useUpdateForm } from '../api/form-writes';
import { FormBadges } from './form-badges';
import { FormFields, valuesOf } from './form-fields';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="gray.7" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

/**
 * One form's details and the actions the caller may take on it (from the server's abilities): edit, publish or
 * unpublish, archive, duplicate, delete (after a confirmation). `share` is the Share button the screen composes in.
 */
export function FormDetail({
  form,
  share,
  onDeleted,
  onDuplicated,
}: {
  form: Survey;
  share?: ReactNode;
  onDeleted: () => void;
  onDuplicated: (copy: Survey) => void;
}) {
  const changeState = useChangeFormState(form.id);
  const duplicate = useDuplicateForm(form.id);
  const update = useUpdateForm(form.id);
  const deletion = useDeleteForm(form.id);
  const phone = useMediaQuery('(max-width: 36em)');
  const [modal, setModal] = useState<'edit' | 'delete' | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const { abilities } = form;
  const respondPath = `/forms/${form.id}/respond`;

  async function copyLink() {
    const link = `${window.location.origin}${respondPath}`;
    try {
      await navigator.clipboard.writeText(link);
      showSuccess('Link copied: anyone it is shared with can fill in the form');
    } catch {
      showError(`Copy this link by hand: ${link}`);
    }
  }

  async function run(key: string, work: () => Promise<unknown>, message: string) {
    setBusy(key);
    try {
      const result = await work();
      showSuccess(message);
      return result;
    } catch {
      return undefined; // The API client shows the error.
    } finally {
      setBusy(null);
    }
  }

  // The form is gone: leave its page first, so nothing asks for it again.
  async function remove() {
    setBusy('delete');
    try {
      await deletion.mutateAsync();
    } catch {
      setBusy(null);
      return;
    }
    setModal(null);
    onDeleted();
    showSuccess('Form deleted');
  }

  return (
    <Stack gap="md">
      <Stack gap={6}>
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {form.name}
        </Title>
        <FormBadges form={form} />
      </Stack>
      <Group gap="xs" wrap="wrap" aria-label="Form actions" role="group">
        {abilities.edit ? (
          <Button
            variant="light"
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={() => setModal('edit')}
          >
            Edit details
          </Button>
        ) : null}
        {abilities.publish && !form.is_published ? (
          <Button
            leftSection={<IconEye size={16} aria-hidden />}
            loading={busy === 'publish'}
            onClick={() => void run('publish', () => changeState.mutateAsync('publish'), 'Form published')}
          >
            Publish
          </Button>
        ) : null}
        {abilities.publish && form.is_published ? (
          <Button
            variant="light"
            leftSection={<IconEyeOff size={16} aria-hidden />}
            loading={busy === 'unpublish'}
            onClick={() =>
              void run('unpublish', () => changeState.mutateAsync('unpublish'), 'Form unpublished')
            }
          >
            Unpublish
          </Button>
        ) : null}
        {abilities.respond ? (
          <Button
            component={Link}
            to={respondPath}
            variant="light"
            leftSection={<IconPlayerPlay size={16} aria-hidden />}
          >
            Fill in
          </Button>
        ) : null}
        {abilities.respond || form.is_public ? (
          <Button
            variant="default"
            leftSection={<IconLink size={16} aria-hidden />}
            onClick={() => void copyLink()}
          >
            Copy link
          </Button>
        ) : null}
        {share}
        {abilities.edit ? (
          <Button
            variant="default"
            leftSection={<IconFileExport size={16} aria-hidden />}
            loading={busy === 'export'}
            onClick={() => {
              setBusy('export');
              void exportXlsForm(form.id, form.name)
                .catch(() => undefined) // The API client shows the error.
                .finally(() => setBusy(null));
            }}
          >
            Export XLSForm
          </Button>
        ) : null}
        {abilities.duplicate ? (
          <Button
            variant="default"
            leftSection={<IconCopy size={16} aria-hidden />}
            loading={busy === 'duplicate'}
            onClick={() =>
              void run('duplicate', () => duplicate.mutateAsync(), 'Form duplicated').then((copy) => {
                if (copy) onDuplicated(copy as Survey);
              })
            }
          >
            Duplicate
          </Button>
        ) : null}
        {abilities.archive && !form.archived ? (
          <Button
            variant="default"
            leftSection={<IconArchive size={16} aria-hidden />}
            loading={busy === 'archive'}
            onClick={() => void run('archive', () => changeState.mutateAsync('archive'), 'Form archived')}
          >
            Archive
          </Button>
        ) : null}
        {abilities.delete ? (
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

      <Paper withBorder radius="md" p="md" component="section" aria-label="Details">
        <Stack gap="md">
          <Text style={{ whiteSpace: 'pre-wrap' }} c={form.description ? undefined : 'gray.7'}>
            {form.description || 'No description yet.'}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
            <Fact label="Type">{SURVEY_TYPE_LABELS[form.survey_type]}</Fact>
            <Fact label="Organisation">{form.organization.name}</Fact>
            <Fact label="Opens">
              {form.publish_date
                ? formatDate(form.publish_date, 'minute')
                : form.is_published
                  ? 'Since it was published'
                  : 'When published'}
            </Fact>
            <Fact label="Closes">
              {form.expire_date ? formatDate(form.expire_date, 'minute') : 'No closing date'}
            </Fact>
            <Fact label="Created">
              {formatDate(form.created)}
              {form.created_by ? ` by ${form.created_by.display_name}` : ''}
            </Fact>
            <Fact label="Last changed">{formatDate(form.modified, 'minute')}</Fact>
            <Fact label="Questions">{formatNumber(form.questions_count)}</Fact>
            <Fact label="Responses">
              {formatNumber(form.responses_count)}
              {form.version > 1 ? ` (form version ${form.version})` : ''}
            </Fact>
            <Fact label="Taking answers">
              {form.closed_reason
                ? `No. ${form.closed_reason}`
                : form.is_public
                  ? 'Yes, from anyone with the link'
                  : 'Yes'}
            </Fact>
          </SimpleGrid>
        </Stack>
      </Paper>

      <Modal
        opened={modal === 'edit'}
        onClose={() => setModal(null)}
        title="Edit form details"
        size="lg"
        fullScreen={phone}
      >
        {modal === 'edit' ? (
          <FormFields
            initial={valuesOf(form)}
            submitLabel="Save changes"
            onCancel={() => setModal(null)}
            onSubmit={async (values) => {
              await update.mutateAsync(values);
              showSuccess('Form saved');
              setModal(null);
            }}
          />
        ) : null}
      </Modal>

      <Modal opened={modal === 'delete'} onClose={() => setModal(null)} title="Delete this form?">
        <Stack gap="md">
          <Text size="sm">
            “{form.name}” will be removed for everyone it is shared with. This cannot be undone.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setModal(null)} disabled={busy === 'delete'}>
              Cancel
            </Button>
            <Button color="red" loading={busy === 'delete'} onClick={() => void remove()}>
              Delete form
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
