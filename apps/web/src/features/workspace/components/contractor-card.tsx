import { Card, Group, Text } from '@mantine/core';
import { formatNumber } from '../../../lib/format';

type ContractorSummary = {
  public_id: string;
  name: string;
  status: string;
  email?: string | null;
  username?: string;
  no_of_projects: number;
};

/** One contractor of the organisation: name, invitation status (dot and word, not colour alone), contact, projects. */
export function ContractorCard({
  contractor,
  showContact = true,
}: {
  contractor: ContractorSummary;
  showContact?: boolean;
}) {
  const accepted = contractor.status === 'accepted';
  const contact = showContact ? (contractor.email ?? contractor.username) : null;
  return (
    <Card withBorder padding="sm">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={600} size="sm" lineClamp={2}>
          {contractor.name}
        </Text>
        <Text size="xs" fw={700} style={{ flexShrink: 0 }}>
          <span aria-hidden style={{ color: accepted ? '#2f9e44' : '#f08c00' }}>
            ●{' '}
          </span>
          {accepted ? 'Accepted' : 'Invited'}
        </Text>
      </Group>
      <Text size="xs" c="gray.7">
        {contact ? `${contact} · ` : ''}
        {formatNumber(contractor.no_of_projects)} {contractor.no_of_projects === 1 ? 'project' : 'projects'}
      </Text>
    </Card>
  );
}
