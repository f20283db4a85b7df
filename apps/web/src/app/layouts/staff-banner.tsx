import { Button, Group, Paper, Text } from '@mantine/core';
import { IconBriefcase } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useAuthStore } from '../../lib/auth-store';
import { leaveStaffMode } from '../../lib/workspace';

/** Staff mode is always visible: whose work this is, under which role, and the way back. */
export function StaffBanner() {
  const staffMode = useAuthStore((s) => s.staffMode);
  const mode = useAuthStore((s) => s.mode);
  const organization = useAuthStore((s) => s.currentOrganization);
  const navigate = useNavigate();
  if (!staffMode || mode !== 'ORGANISATION' || !organization) return null;

  return (
    <Paper
      component="section"
      aria-label="Staff mode"
      withBorder
      p="xs"
      mb="md"
      style={{
        borderLeft: '4px solid var(--mantine-color-orange-8)',
        background: 'var(--mantine-color-orange-0)',
      }}
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 16rem' }}>
          <IconBriefcase
            size={20}
            color="var(--mantine-color-orange-9)"
            aria-hidden
            style={{ flexShrink: 0 }}
          />
          <Text size="sm">
            <Text span fw={700}>
              Staff mode:
            </Text>{' '}
            you are working for{' '}
            <Text span fw={600}>
              {organization.name}
            </Text>
            {` as ${organization.role.name}`}. What you can do follows that role.
          </Text>
        </Group>
        <Button
          size="xs"
          variant="default"
          onClick={() => {
            const to = leaveStaffMode();
            if (to) void navigate(to);
          }}
        >
          Leave staff mode
        </Button>
      </Group>
    </Paper>
  );
}
