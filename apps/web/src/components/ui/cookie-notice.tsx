import { Anchor, Button, Group, Paper, Text } from '@mantine/core';
import Cookies from 'js-cookie';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n';
import { tRich } from '../../i18n/rich';
import { COOKIE_CONSENT_NAME, CONSENT_ACCEPTED, consentGiven } from '../../lib/analytics';

export { COOKIE_CONSENT_NAME };
export const COOKIE_NOTICE_DELAY_MS = 2000;
const CONSENT_DAYS = 365;

function accepted(): boolean {
  return Boolean(Cookies.get(COOKIE_CONSENT_NAME));
}

/** Shown 2 s after load until the visitor accepts or closes it; either choice is remembered for a year. */
export function CookieNotice() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (accepted()) return;
    const timer = window.setTimeout(() => setVisible(true), COOKIE_NOTICE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (!visible) return null;

  // Close hides the notice for a year without consenting: analytics and the ad conversion stay off.
  const dismiss = (choice: typeof CONSENT_ACCEPTED | 'closed') => {
    Cookies.set(COOKIE_CONSENT_NAME, choice, {
      expires: CONSENT_DAYS,
      sameSite: 'lax',
      secure: location.protocol === 'https:',
    });
    setVisible(false);
    if (choice === CONSENT_ACCEPTED) consentGiven(location.pathname);
  };

  return (
    <Paper
      role="region"
      aria-label={t('shell.cookieLabel')}
      shadow="lg"
      withBorder
      p="md"
      radius="md"
      pos="fixed"
      // Above the phone bottom navigation (64 px).
      bottom={{ base: 80, sm: 16 }}
      left={16}
      right={16}
      maw={520}
      style={{ zIndex: 300 }}
    >
      <Text size="sm">
        {tRich('shell.cookieText', {
          policy: (
            <Anchor component={Link} to="/privacy" inherit>
              {t('shell.cookiePolicy')}
            </Anchor>
          ),
        })}
      </Text>
      <Group justify="flex-end" gap="xs" mt="sm">
        <Button variant="default" size="xs" onClick={() => dismiss('closed')}>
          {t('shell.cookieClose')}
        </Button>
        <Button size="xs" onClick={() => dismiss(CONSENT_ACCEPTED)}>
          {t('shell.cookieAccept')}
        </Button>
      </Group>
    </Paper>
  );
}
