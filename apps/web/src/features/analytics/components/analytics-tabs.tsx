import { Group, NavLink } from '@mantine/core';
import { Link, useLocation } from 'react-router';

const PAGES = [
  { to: '/analytics/projects', label: 'Projects' },
  { to: '/analytics/citizens', label: 'Citizens' },
  { to: '/analytics/contractors', label: 'Contractors' },
  { to: '/analytics/facilities', label: 'Facilities' },
];

/** The four analytics pages one tap apart; three are for signed-in users, so guests (only Projects) see no row. */
export function AnalyticsTabs({ signedIn }: { signedIn: boolean }) {
  const { pathname } = useLocation();
  if (!signedIn) return null;
  return (
    <Group component="nav" aria-label="Analytics pages" gap={4} wrap="wrap">
      {PAGES.map((page) => {
        const active = pathname === page.to;
        return (
          <NavLink
            key={page.to}
            component={Link}
            to={page.to}
            label={page.label}
            active={active}
            aria-current={active ? 'page' : undefined}
            variant="light"
            w="auto"
            styles={{ root: { borderRadius: 'var(--mantine-radius-md)' }, label: { fontWeight: 600 } }}
          />
        );
      })}
    </Group>
  );
}
