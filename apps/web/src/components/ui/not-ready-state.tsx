import { Button, Container, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconTools } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { dashboardPath, useAuthStore } from '../../lib/auth-store';
import { EmptyState } from './empty-state';

export interface NotReadyStateProps {
  /** The screen's name, e.g. "Discover". */
  screen: string;
  /** What the screen will be for, in one line. */
  purpose: string;
}

/** Stands in for a screen that is not built yet, and says so plainly. */
export function NotReadyState({ screen, purpose }: NotReadyStateProps) {
  useDocumentTitle(`${screen} · Oversight`);
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const mode = useAuthStore((s) => s.mode);
  const { pathname } = useLocation();
  const dashboard = dashboardPath({ isAuthenticated, mode });
  return (
    <Container size="sm" py="xl">
      <EmptyState
        order={1}
        icon={<IconTools size={36} stroke={1.5} />}
        title={screen}
        text={
          <>
            <Text component="span" display="block" fw={600} c="var(--mantine-color-text)">
              This part of Oversight is not available yet
            </Text>
            <Text component="span" display="block" mt={4} size="sm">
              {purpose}
            </Text>
          </>
        }
        action={
          pathname === dashboard ? null : (
            <Button component={Link} to={dashboard} variant="light" mt="sm">
              Back to dashboard
            </Button>
          )
        }
      />
    </Container>
  );
}
