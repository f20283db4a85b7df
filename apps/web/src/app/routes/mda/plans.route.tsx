import { Container } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { PERMISSIONS } from '@oversight/shared/access/permissions';
import { MDA_ACCOUNT_TYPES } from '@oversight/shared/collaboration/content';
import { PlansList } from '../../../features/plans/components/plans-list';
import { useAuthStore } from '../../../lib/auth-store';
import { roleAllows } from '../../../lib/workspace';

/** /mda/plans: the organisation's plans and those shared with the caller. */
export function Component() {
  useDocumentTitle('Plans · Oversight');
  const organization = useAuthStore((s) => s.currentOrganization);
  // Ministries, departments and agencies whose role allows it make plans (the API says the same).
  const canCreate =
    !!organization &&
    MDA_ACCOUNT_TYPES.includes(organization.account_type) &&
    roleAllows(organization, PERMISSIONS.CREATE_EDIT_PLAN);
  return (
    <Container size="md" py="lg" px="md">
      <PlansList canCreate={canCreate} />
    </Container>
  );
}
