import { Anchor, Box, Button, Container, Group, Stack, Text } from '@mantine/core';
import { LanguageSelect } from '../../i18n/language-select';
import { useTranslation } from '../../lib/i18n';
import { Link, Outlet, useLocation } from 'react-router';
import { dashboardPath, useAuthStore } from '../../lib/auth-store';
import classes from './layouts.module.css';
import { Logo } from './logo';
import { EXPLORE_NAV } from './nav-items';
import { SkipLink } from './skip-link';

const FOOTER_LINKS = [
  { to: '/faqs', key: 'footer.faqs' },
  { to: '/terms', key: 'footer.terms' },
  { to: '/privacy', key: 'footer.privacy' },
  { to: '/open-data', key: 'footer.openData' },
  { to: '/community-guidelines', key: 'footer.guidelines' },
] as const;

/** Landing, legal and sign-in pages. */
export function PublicLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const mode = useAuthStore((s) => s.mode);

  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <Box component="header" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
        <Container size="lg">
          <Group justify="space-between" wrap="nowrap">
            <Logo />
            <Group gap="xs" wrap="nowrap" component="nav" aria-label={t('shell.account')}>
              {isAuthenticated ? (
                <Button component={Link} to={dashboardPath({ isAuthenticated, mode })} size="sm">
                  {t('shell.goToDashboard')}
                </Button>
              ) : (
                <>
                  {pathname !== '/login' ? (
                    <Button component={Link} to="/login" variant="default" size="sm">
                      {t('nav.login')}
                    </Button>
                  ) : null}
                  {pathname !== '/signup' ? (
                    <Button component={Link} to="/signup" size="sm">
                      {t('nav.signup')}
                    </Button>
                  ) : null}
                </>
              )}
            </Group>
          </Group>
        </Container>
      </Box>
      <Box component="main" id="main-content" tabIndex={-1} style={{ flex: 1 }}>
        <Outlet />
      </Box>
      <Box
        component="footer"
        py="lg"
        bg="gray.0"
        style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
      >
        <Container size="lg">
          <Stack gap="sm">
            <Group gap="md" component="nav" aria-label={t('nav.explore')}>
              <Anchor component={Link} to="/citizen/discover" className={classes.footerLink}>
                {t('nav.discover')}
              </Anchor>
              {EXPLORE_NAV.map((link) => (
                <Anchor key={link.to} component={Link} to={link.to} className={classes.footerLink}>
                  {t(`nav.${link.key}`)}
                </Anchor>
              ))}
            </Group>
            <Group justify="space-between" gap="sm">
              <Group gap="md" component="nav" aria-label={t('shell.site')}>
                {FOOTER_LINKS.map((link) => (
                  <Anchor key={link.to} component={Link} to={link.to} className={classes.footerLink}>
                    {t(link.key)}
                  </Anchor>
                ))}
              </Group>
              <Group gap="md" align="flex-end">
                <LanguageSelect size="xs" maw={160} />
                <Text size="sm" c="gray.7">
                  © {new Date().getFullYear()} Oversight
                </Text>
              </Group>
            </Group>
          </Stack>
        </Container>
      </Box>
    </Box>
  );
}
