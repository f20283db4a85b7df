import { Card, Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBuildingBank, IconCategory2, IconMap2 } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatMoney, formatNumber } from '../../../lib/format';
import type { CategoryEntry } from '../api/categories';
import classes from '../../../components/ui/link-card.module.css';

const ICONS = { sectors: IconCategory2, states: IconMap2, ministries: IconBuildingBank };

/** A sector, state or ministry: what was allocated to it in the year and how many projects are under way. */
export function CategoryCard({
  entry,
  to,
  headingLevel = 3,
}: {
  entry: CategoryEntry;
  to: string;
  headingLevel?: 2 | 3 | 4;
}) {
  const Icon = ICONS[entry.group];
  const Heading = `h${headingLevel}` as const;
  return (
    <Card withBorder padding="md" radius="md" className={classes.card}>
      <Group wrap="nowrap" align="center" gap="sm">
        {entry.image ? (
          <img
            src={entry.image}
            alt=""
            width={40}
            height={40}
            style={{ borderRadius: 8, objectFit: 'cover' }}
          />
        ) : (
          <ThemeIcon variant="light" size={40} radius="md" aria-hidden>
            <Icon size={22} stroke={1.6} />
          </ThemeIcon>
        )}
        <Text component={Heading} fw={700} size="sm" m={0} lineClamp={2} style={{ minWidth: 0 }}>
          <Link to={to} className={classes.link}>
            {entry.title}
          </Link>
        </Text>
      </Group>
      {entry.description ? (
        <Text size="xs" c="gray.7" lineClamp={2} mt={6}>
          {entry.description}
        </Text>
      ) : null}
      <Group gap="md" component="dl" style={{ margin: 0, marginTop: 12, rowGap: 4 }}>
        <div>
          <Text component="dt" size="xs" c="gray.7">
            Allocated budget
          </Text>
          <Text component="dd" m={0} fw={700}>
            {formatMoney(entry.allocated_budget)}
          </Text>
        </div>
        <div>
          <Text component="dt" size="xs" c="gray.7">
            Active projects
          </Text>
          <Text component="dd" m={0} fw={700}>
            {formatNumber(entry.active_projects)}
          </Text>
        </div>
      </Group>
    </Card>
  );
}

export function CategoryCardSkeleton() {
  return (
    <Card withBorder padding="md" radius="md" aria-hidden>
      <Group wrap="nowrap">
        <Skeleton height={40} width={40} />
        <Stack gap={6} style={{ flex: 1 }}>
          <Skeleton height={14} />
          <Skeleton height={10} width="60%" />
        </Stack>
      </Group>
      <Skeleton height={28} mt="sm" width="70%" />
    </Card>
  );
}
