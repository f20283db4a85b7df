import { Container } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useParams } from 'react-router';
import { IndicatorPage } from '../../../features/plans/components/indicator-page';
import { renderPlanShare } from './plan-share';

/** /mda/plans/{id}/indicators/{indicatorId}: one indicator with its chart, periods, notes and measure. */
export function Component() {
  useDocumentTitle('Indicator · Oversight');
  const { id = '', indicatorId = '' } = useParams();
  return (
    <Container size="md" py="lg" px="md">
      <IndicatorPage planId={id} indicatorId={indicatorId} share={renderPlanShare} />
    </Container>
  );
}
