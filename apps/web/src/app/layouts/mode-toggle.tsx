import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { useTranslation } from '../../lib/i18n';
import { useNavigate } from 'react-router';
import { useAuthStore } from '../../lib/auth-store';
import type { Mode } from '../../lib/auth-store';
import { enterWorkspace, isStaffMembership } from '../../lib/workspace';

/** Citizen or organisation side; only for users who belong to an organisation besides their personal one. */
export function ModeToggle() {
  const { t } = useTranslation();
  const labelId = useId();
  const mode = useAuthStore((s) => s.mode);
  const organizations = useAuthStore((s) => s.organizations);
  const navigate = useNavigate();
  if (!organizations.some((o) => !o.is_personal)) return null;

  const change = (value: string) => {
    const next = value as Mode;
    const { currentOrganization, setMode, setStaffMode } = useAuthStore.getState();
    // The organisation side prefers the user's own organisation to one they are staff of.
    const wanted =
      next === 'ORGANISATION'
        ? currentOrganization && !currentOrganization.is_personal
          ? currentOrganization
          : (organizations.find((o) => !o.is_personal && !isStaffMembership(o)) ??
            organizations.find((o) => !o.is_personal))
        : (organizations.find((o) => o.is_personal) ?? currentOrganization);
    if (wanted) enterWorkspace(wanted);
    setMode(next);
    if (next === 'CITIZEN') setStaffMode(false);
    void navigate(next === 'CITIZEN' ? '/citizen/discover' : '/mda/dashboard');
  };

  return (
    <Stack gap={4}>
      <Text id={labelId} size="xs" fw={600} c="gray.7">
        {t('mode.label')}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        fullWidth
        size="xs"
        value={mode}
        onChange={change}
        data={[
          { value: 'CITIZEN', label: t('mode.CITIZEN') },
          { value: 'ORGANISATION', label: t('mode.ORGANISATION') },
        ]}
      />
    </Stack>
  );
}
