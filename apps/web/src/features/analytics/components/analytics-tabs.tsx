import { Group, NavLink } from '@mantine/core';
import { Link, useLocation } from 'react-router';

const PAGES = [
  { to: '/analytics/projects', label: 'Projects', open: true },
  { to: '/analytics/citizens', label: 'Citizens', open: false },
  { to: '/analytics/contractors', label: 'Contractors', open: true },
  { to: '/analytics/facilities', label: 'Facilities', open: true },
];

/** The analytics pages one tap apart; citizens' figures are for signed-in users, the other three open to guests. */
export function AnalyticsTabs({ signedIn }: { signedIn: boolean }) {
  const { pathname } = useLocation();
  return (
    <Group component="nav" aria-label="Analytics pages" gap={4} wrap="wrap">
      {PAGES.filter((page) => signedIn || page.open).map((page) => {
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
