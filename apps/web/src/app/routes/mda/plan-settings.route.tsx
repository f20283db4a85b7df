import { Container } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { PlanSettings } from '../../../features/plans/components/plan-settings';

/** /mda/plans/settings: the organisation's plan levels, units, indicator groups and disaggregation categories. */
export function Component() {
  useDocumentTitle('Plan settings · Oversight');
  return (
    <Container size="md" py="lg" px="md">
      <PlanSettings />
    </Container>
  );
}
