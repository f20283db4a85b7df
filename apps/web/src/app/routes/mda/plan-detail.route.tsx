import { Container } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useParams } from 'react-router';
import { PlanDetail } from '../../../features/plans/components/plan-detail';
import { renderPlanShare } from './plan-share';

/** /mda/plans/{id}: one plan with its outcomes and indicators. */
export function Component() {
  useDocumentTitle('Plan · Oversight');
  const { id = '' } = useParams();
  return (
    <Container size="md" py="lg" px="md">
      <PlanDetail planId={id} share={renderPlanShare} />
    </Container>
  );
}
