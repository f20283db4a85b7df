import { Container } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useParams } from 'react-router';
import { PlanChildren } from '../../../features/plans/components/plan-children';
import { renderPlanShare } from './plan-share';

/** /mda/plans/{id}/children: the outcomes and indicators of a plan the caller may open. */
export function Component() {
  useDocumentTitle('Shared from a plan · Oversight');
  const { id = '' } = useParams();
  return (
    <Container size="md" py="lg" px="md">
      <PlanChildren planId={id} share={renderPlanShare} />
    </Container>
  );
}
