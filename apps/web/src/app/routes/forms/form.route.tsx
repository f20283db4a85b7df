import { Anchor, Breadcrumbs, Button, Skeleton, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { PERMISSIONS } from '@oversight/shared/access/permissions';
import { IconFileSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { formQuery } from '../../../features/forms/api/forms';
import { FormDetail } from '../../../features/forms/components/form-detail';
import { FormGroupsSection } from '../../../features/forms/components/form-groups-section';
import { LoadError } from '../../../features/forms/components/load-error';
import { ApiError } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';
import { roleAllows } from '../../../lib/workspace';
import { renderShare } from './share';

/** /forms/{id}: one form's details, its actions (as the caller's abilities allow), its groups and its Share dialog. */
export function Component() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const organisation = useAuthStore((s) => s.currentOrganisation);
  const query = useQuery(formQuery(id));
  useDocumentTitle(query.data ? `${query.data.name} · Forms · Oversight` : 'Form · Oversight');

  if (query.isPending) {
    return (
      <Stack gap="md" maw={1000} mx="auto" aria-busy="true" aria-label="Loading form">
        <Skeleton height={20} width={160} />
        <Skeleton height={36} width="60%" />
        <Skeleton height={160} />
      </Stack>
    );
  }
  if (query.error) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    if (status === 404 || status === 403 || status === 400) {
      return (
        <EmptyState
          order={1}
          icon={<IconFileSearch size={36} stroke={1.5} />}
          title="Form not found"
          text="It may have been deleted, or it is not shared with you. Ask its organisation to invite you."
          action={
            <Button component={Link} to="/forms">
              Back to forms
            </Button>
          }
        />
      );
    }
    return <LoadError what="this form" onRetry={() => void query.refetch()} />;
  }
  const form = query.data;
  return (
    <Stack gap="md" maw={1000} mx="auto">
      <Breadcrumbs
        component="nav"
        separator="›"
        aria-label="Breadcrumb"
        styles={{ root: { flexWrap: 'wrap' } }}
      >
        <Anchor component={Link} to={form.shared ? '/forms/shared' : '/forms'} size="sm">
          {form.shared ? 'Shared with me' : 'Forms'}
        </Anchor>
        <Text size="sm" c="gray.7" lineClamp={1} aria-current="page">
          {form.name}
        </Text>
      </Breadcrumbs>
      <FormDetail
        form={form}
        share={form.abilities.manage_stakeholders ? renderShare('form', form.id, form.name) : null}
        onDeleted={() => void navigate('/forms', { replace: true })}
        onDuplicated={(copy) => void navigate(`/forms/${copy.id}`)}
      />
      <FormGroupsSection
        form={form}
        canManage={!form.shared && roleAllows(organisation, PERMISSIONS.MANAGE_FORM_GROUPS)}
      />
    </Stack>
  );
}
