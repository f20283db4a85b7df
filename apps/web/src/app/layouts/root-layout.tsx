import { lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { CookieNotice } from '../../components/ui/cookie-notice';
import { LoadingBar } from '../../components/ui/loading-bar';
import { setAnalyticsUser, trackPageView } from '../../lib/analytics';
import { useAuthModal } from '../../lib/auth-modal';
import { useAuthStore } from '../../lib/auth-store';
import { useWalkthrough } from '../../features/auth/walkthrough-store';
import { useSeen } from '../../lib/use-seen';

// The session modals (and Mantine's Modal with them) load when first opened, not with every first page.
const AuthModal = lazy(() =>
  import('../../features/auth/auth-modal').then((m) => ({ default: m.AuthModal })),
);
const WalkthroughModal = lazy(() =>
  import('../../features/auth/walkthrough-modal').then((m) => ({ default: m.WalkthroughModal })),
);

function SessionModals() {
  const authOpened = useAuthModal((s) => s.opened);
  const walkthroughOpened = useWalkthrough((s) => s.opened);
  // Once shown, stay mounted so the closing transition plays.
  const authSeen = useSeen(authOpened);
  const walkthroughSeen = useSeen(walkthroughOpened);
  return (
    <Suspense fallback={null}>
      {authSeen ? <AuthModal /> : null}
      {walkthroughSeen ? <WalkthroughModal /> : null}
    </Suspense>
  );
}

/** Product analytics (no-ops unless configured and consented): a page view per path, the signed-in user's id. */
function AnalyticsListener() {
  const { pathname } = useLocation();
  const userId = useAuthStore((s) => s.user?.public_id ?? null);
  useEffect(() => setAnalyticsUser(userId), [userId]);
  useEffect(() => trackPageView(pathname), [pathname]);
  return null;
}

/** Around every screen: loading bar, scroll restoration, cookie notice and the session modals. */
export function RootLayout() {
  return (
    <>
      <LoadingBar />
      <AnalyticsListener />
      <Outlet />
      <ScrollRestoration />
      <CookieNotice />
      <SessionModals />
    </>
  );
}
