import { AppShell } from '@mantine/core';
import { useDisclosure, useMediaQuery, useWindowEvent } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Outlet, useMatch } from 'react-router';
import { Deferred } from '../../components/ui/deferred';
import { AppAside } from './app-aside';
import { AppHeader } from './app-header';
import { BottomNav } from './bottom-nav';
import { SideNav } from './side-nav';
import { SkipLink } from './skip-link';
import { RenewalBanner } from '../../features/subscriptions/components/renewal-banner';
import { StaffBanner } from './staff-banner';
import { useAuthStore } from '../../lib/auth-store';

// Form responses kept on this device (answered offline) are sent from any page; its code loads after the page's.
const PendingResponses = lazy(() =>
  import('../../features/forms/offline/pending-responses').then((module) => ({
    default: module.PendingResponses,
  })),
);
// Reviews a signed-in citizen wrote offline are sent from any page, at start and when the network returns.
const ReviewQueueSender = lazy(() =>
  import('../../features/posts/offline/review-queue-sender').then((module) => ({
    default: module.ReviewQueueSender,
  })),
);

/** Signed-in and browsing screens: left navigation, content, right column on wide screens, bottom bar on phones. */
export function AppLayout() {
  const { t } = useTranslation();
  const [navOpened, { toggle, close }] = useDisclosure(false);
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  // The respond page shows the device's outbox itself.
  const responding = useMatch('/forms/:id/respond');
  const signedIn = useAuthStore((state) => state.isAuthenticated);
  // Escape closes the full-screen navigation of phones, and focus goes back to the button that opened it.
  useWindowEvent('keydown', (event) => {
    if (event.key !== 'Escape' || !navOpened || event.defaultPrevented) return;
    close();
    document.querySelector<HTMLElement>('[aria-controls="app-navigation"]')?.focus();
  });

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 272, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
      aside={{ width: 300, breakpoint: 'lg', collapsed: { desktop: false, mobile: true } }}
      footer={{ height: 64, collapsed: !phone }}
      padding="md"
    >
      <SkipLink />
      <AppShell.Header>
        <AppHeader navOpened={navOpened} onToggleNav={toggle} />
      </AppShell.Header>
      <AppShell.Navbar p="sm" component="nav" id="app-navigation" aria-label={t('nav.mainNavigation')}>
        <SideNav onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main id="main-content" tabIndex={-1}>
        <StaffBanner />
        <RenewalBanner />
        {responding ? null : (
          <Deferred minHeight={0}>
            <Suspense fallback={null}>
              <PendingResponses />
            </Suspense>
          </Deferred>
        )}
        {signedIn ? (
          <Suspense fallback={null}>
            <ReviewQueueSender />
          </Suspense>
        ) : null}
        <Outlet />
      </AppShell.Main>
      <AppShell.Aside p="md" visibleFrom="lg">
        <AppAside />
      </AppShell.Aside>
      {phone ? (
        <AppShell.Footer component="nav" aria-label={t('shell.quickNav')}>
          <BottomNav onMenu={toggle} menuOpened={navOpened} />
        </AppShell.Footer>
      ) : null}
    </AppShell>
  );
}
