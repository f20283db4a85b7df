import { Card, Group, Stack, Text } from '@mantine/core';
import { ACCOUNT_TYPES, type AccountType } from '@oversight/shared/reference/enums';
import { Link } from 'react-router';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { organizationPath } from '../../../lib/paths';
import classes from '../../../components/ui/link-card.module.css';
import { t } from '../../../i18n';

export interface OrganizationCardData {
  public_id: string;
  name: string;
  username: string;
  account_type: string;
  avatar: string | null;
  description?: string;
  no_of_projects?: number;
  /** A line under the name (the parent ministry, members). */
  detail?: string;
}

/** An account type's name in the reader's language (the shared ACCOUNT_TYPES' words in English). */
export const accountTypeLabel = (type: string) =>
  type in ACCOUNT_TYPES ? t(`directory.type${type as AccountType}`) : type;

/** A ministry, agency, contractor or organisation in a directory or search result; the card opens its page. */
export function OrganizationCard({
  org,
  to,
  headingLevel = 3,
}: {
  org: OrganizationCardData;
  to?: string;
  headingLevel?: 2 | 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Card withBorder padding="sm" radius="md" className={classes.card} data-testid="organisation-card">
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <UserAvatar name={org.name} src={org.avatar} size="lg" decorative />
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text component={Heading} fw={700} size="sm" m={0} lineClamp={2}>
            <Link to={to ?? organizationPath(org.public_id)} className={classes.link}>
              {org.name}
            </Link>
          </Text>
          <Text size="xs" c="gray.7">
            {accountTypeLabel(org.account_type)} · @{org.username}
          </Text>
          {org.detail ? (
            <Text size="xs" c="gray.7" lineClamp={1}>
              {org.detail}
            </Text>
          ) : null}
          {org.description ? (
            <Text size="xs" lineClamp={2} mt={2}>
              {org.description}
            </Text>
          ) : null}
          {org.no_of_projects !== undefined ? (
            <Text size="xs" fw={600} mt={2}>
              {org.no_of_projects.toLocaleString('en-NG')} {org.no_of_projects === 1 ? 'project' : 'projects'}
            </Text>
          ) : null}
        </Stack>
      </Group>
    </Card>
  );
}
