import {
  Button,
  Group,
  Pagination,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { PERMISSIONS } from '@oversight/shared/access/permissions';
import type { ContentType } from '@oversight/shared/collaboration/content';
import type { Survey } from '@oversight/shared/surveys/surveys.schemas';
import {
  IconClipboardList,
  IconFileImport,
  IconFolderPlus,
  IconPlus,
  IconSearch,
  IconShare,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { usePaging } from '../../../lib/use-paging';
import { useSearchParamUpdater } from '../../../lib/use-search-param-updater';
import { EmptyState } from '../../../components/ui/empty-state';
import { useAuthStore } from '../../../lib/auth-store';
import { formatNumber } from '../../../lib/format';
import { showSuccess } from '../../../lib/toasts';
import { roleAllows } from '../../../lib/workspace';
import { formGroupsQuery, formsQuery, FORMS_PAGE_SIZE, type FormListParams } from '../api/forms';
import { useCreateFormGroup, useRemoveFormsFromGroup } from '../api/group-writes';
import { ImportXlsFormModal } from './builder/import-xlsform-modal';
import { FormGroupBar } from './group-bar';
import { FormList } from './form-list';
import { GroupNameModal } from './group-name-modal';
import { LoadError } from '../../../components/ui/load-error';

export type RenderShare = (
  type: ContentType,
  id: string,
  name: string,
  options?: { compact?: boolean },
) => ReactNode;

const FORM_KEEPING_TYPES = new Set(['MINISTRY', 'AGENCY', 'DEPARTMENT', 'ADMIN', 'CONTRACTOR', 'CSO']);
const SHOW = [
  { value: 'all', label: 'All' },
  { value: 'published', label: 'Published' },
  { value: 'archived', label: 'Archived' },
];

function ListSkeleton() {
  return (
    <Stack gap="sm" aria-busy="true" aria-label="Loading forms">
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} height={96} radius="md" />
      ))}
    </Stack>
  );
}

/**
 * /forms (mode "mine": the organisation's forms and those shared with the caller, tabs Form and Drafts) and
 * /forms/shared (mode "shared": only forms shared with the caller). Search, group filter, groups and paging live in
 * the URL. `renderShare` is the Share button, composed by the screen (features do not import each other).
 */
export function FormsScreen({ mode, renderShare }: { mode: 'mine' | 'shared'; renderShare: RenderShare }) {
  const createGroup = useCreateFormGroup();
  const removeFromGroup = useRemoveFormsFromGroup();
  const organization = useAuthStore((s) => s.currentOrganization);
  const [params, updateParams] = useSearchParamUpdater();
  const tab = mode === 'mine' && params.get('tab') === 'drafts' ? 'drafts' : 'forms';
  const show = (SHOW.find((entry) => entry.value === params.get('show'))?.value ?? 'all') as
    'all' | 'published' | 'archived';
  const group = params.get('group');
  const { page, setPage, offset, pages } = usePaging(FORMS_PAGE_SIZE, { url: true });
  const [text, setText] = useState(params.get('name') ?? '');
  const [name] = useDebouncedValue(text.trim(), 300);
  const [creatingGroup, setCreatingGroup] = useState(false);
  const [importing, setImporting] = useState(false);

  const setParam = (entries: Record<string, string | null>) => updateParams(entries, ['page']);
  useEffect(() => {
    if ((params.get('name') ?? '') !== name) setParam({ name: name || null });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the debounced text changes
  }, [name]);

  const listParams: FormListParams = {
    filter_type: tab === 'drafts' ? 'unpublished' : show,
    access_type: mode === 'shared' ? 'shared' : 'all',
    // Newest first, on the organisation's (organization_id, created_at) index.
    ordering: '-created',
    limit: FORMS_PAGE_SIZE,
    offset,
    ...(name ? { name } : {}),
    ...(group ? { groups: group } : {}),
  };
  const list = useQuery(formsQuery(listParams));
  const groups = useQuery(formGroupsQuery(mode === 'shared' ? { access_type: 'shared' } : {}));
  const currentGroup = group ? groups.data?.results.find((entry) => entry.id === group) : undefined;
  const canCreate =
    mode === 'mine' &&
    !!organization &&
    FORM_KEEPING_TYPES.has(organization.account_type) &&
    roleAllows(organization, PERMISSIONS.CREATE_EDIT_FORM);
  const canGroup =
    mode === 'mine' &&
    !!organization &&
    FORM_KEEPING_TYPES.has(organization.account_type) &&
    roleAllows(organization, PERMISSIONS.MANAGE_FORM_GROUPS);
  const filtered = !!name || !!group || show !== 'all';

  const rowActions = (form: Survey) => (
    <>
      {form.abilities.manage_stakeholders ? renderShare('form', form.id, form.name, { compact: true }) : null}
      {currentGroup?.abilities.manage && !form.shared ? (
        <Button
          variant="subtle"
          color="gray"
          size="xs"
          onClick={() =>
            void removeFromGroup
              .mutateAsync({ group: currentGroup.id, surveys: [form.id] })
              .then(() => showSuccess(`Removed from ${currentGroup.name}`))
              .catch(() => undefined)
          }
        >
          Remove from group
        </Button>
      ) : null}
    </>
  );

  const results = list.data?.results ?? [];
  const body = list.isPending ? (
    <ListSkeleton />
  ) : list.error ? (
    <LoadError what="forms" onRetry={() => void list.refetch()} />
  ) : results.length === 0 ? (
    filtered || tab === 'drafts' ? (
      <EmptyState
        icon={<IconSearch size={36} stroke={1.5} />}
        title={tab === 'drafts' && !filtered ? 'No drafts' : 'No forms match'}
        text={
          tab === 'drafts' && !filtered
            ? 'Every form is published. A new form starts here as a draft until you publish it.'
            : 'Try another name, group or filter.'
        }
      />
    ) : mode === 'shared' ? (
      <EmptyState
        icon={<IconShare size={36} stroke={1.5} />}
        title="Nothing shared with you yet"
        text="When an organisation invites you onto a form or a form group and you accept, or asks you to answer a form, its forms appear here. Pending invitations wait under My invites."
        action={
          <Button component={Link} to="/invites" variant="light">
            My invites
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={<IconClipboardList size={36} stroke={1.5} />}
        title="No forms yet"
        text={
          canCreate
            ? 'Create a form to collect reports and feedback, then share it with the people who should see or fill it.'
            : 'Forms your organisation creates or shares with you appear here.'
        }
        action={
          canCreate ? (
            <Button component={Link} to="/forms/create" leftSection={<IconPlus size={16} aria-hidden />}>
              Create form
            </Button>
          ) : undefined
        }
      />
    )
  ) : (
    <FormList forms={results} actions={rowActions} />
  );

  const listing = (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="Search forms"
          placeholder="Form name"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          style={{ flex: '1 1 220px' }}
        />
        <Select
          label="Group"
          placeholder="Every group"
          data={(groups.data?.results ?? []).map((entry) => ({
            value: entry.id,
            label: `${entry.name} (${entry.surveys_count})`,
          }))}
          value={group}
          clearable
          nothingFoundMessage="No groups yet"
          onChange={(value) => setParam({ group: value })}
          w={220}
        />
        {tab === 'forms' ? (
          <SegmentedControl
            aria-label="Show"
            data={SHOW}
            value={show}
            onChange={(value) => setParam({ show: value === 'all' ? null : value })}
          />
        ) : null}
      </Group>

      {currentGroup ? (
        <FormGroupBar
          group={currentGroup}
          share={
            currentGroup.abilities.manage_stakeholders
              ? renderShare('form_group', currentGroup.id, currentGroup.name)
              : null
          }
          onDeleted={() => setParam({ group: null })}
        />
      ) : null}

      {list.data && list.data.count > 0 ? (
        <Text size="sm" c="gray.7" aria-live="polite">
          {list.data.count === 1 ? '1 form' : `${formatNumber(list.data.count)} forms`}
        </Text>
      ) : null}
      {body}
      {list.data && list.data.count > FORMS_PAGE_SIZE ? (
        <Group justify="center">
          <Pagination
            total={pages(list.data.count)}
            value={page}
            onChange={setPage}
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            aria-label="Pages"
          />
        </Group>
      ) : null}
    </Stack>
  );

  return (
    <Stack gap="md" maw={1100} mx="auto">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Title order={1} size="h2">
            {mode === 'shared' ? 'Forms shared with me' : 'Forms'}
          </Title>
          <Text size="sm" c="gray.7">
            {mode === 'shared'
              ? 'Forms other organisations invited you onto, directly or through a form group.'
              : "Your organisation's forms, and forms shared with you."}
          </Text>
        </div>
        <Group gap="xs" wrap="wrap">
          {mode === 'mine' ? (
            <Button component={Link} to="/forms/shared" variant="subtle">
              Shared with me
            </Button>
          ) : (
            <Button component={Link} to="/forms" variant="subtle">
              All forms
            </Button>
          )}
          {canGroup ? (
            <Button
              variant="light"
              leftSection={<IconFolderPlus size={16} aria-hidden />}
              onClick={() => setCreatingGroup(true)}
            >
              New group
            </Button>
          ) : null}
          {canCreate ? (
            <Button
              variant="light"
              leftSection={<IconFileImport size={16} aria-hidden />}
              onClick={() => setImporting(true)}
            >
              Import XLSForm
            </Button>
          ) : null}
          {canCreate ? (
            <Button
              component={Link}
              to="/forms/kobotoolbox"
              variant="light"
              leftSection={<IconFileImport size={16} aria-hidden />}
            >
              KoboToolbox
            </Button>
          ) : null}
          {canCreate ? (
            <Button component={Link} to="/forms/create" leftSection={<IconPlus size={16} aria-hidden />}>
              Create form
            </Button>
          ) : null}
        </Group>
      </Group>

      {mode === 'mine' ? (
        <Tabs
          value={tab}
          onChange={(value) => setParam({ tab: value === 'drafts' ? 'drafts' : null, show: null })}
        >
          <Tabs.List>
            <Tabs.Tab value="forms">Form</Tabs.Tab>
            <Tabs.Tab value="drafts">Drafts</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="forms" pt="md">
            {tab === 'forms' ? listing : null}
          </Tabs.Panel>
          <Tabs.Panel value="drafts" pt="md">
            {tab === 'drafts' ? listing : null}
          </Tabs.Panel>
        </Tabs>
      ) : (
        listing
      )}

      {canCreate ? <ImportXlsFormModal opened={importing} onClose={() => setImporting(false)} /> : null}
      <GroupNameModal
        opened={creatingGroup}
        title="New form group"
        submitLabel="Create group"
        onClose={() => setCreatingGroup(false)}
        onSubmit={async (groupName) => {
          const created = await createGroup.mutateAsync({ name: groupName });
          showSuccess(`Group “${groupName}” created`);
          setParam({ group: created.id });
        }}
      />
    </Stack>
  );
}
