import { Outlet, ScrollRestoration } from 'react-router';
import { CookieNotice } from '../../components/ui/cookie-notice';
import { LoadingBar } from '../../components/ui/loading-bar';
import { AuthModal } from '../../features/session/auth-modal';
import { WalkthroughModal } from '../../features/session/walkthrough-modal';

/** Around every screen: loading bar, scroll restoration, cookie notice and the session modals. */
export function RootLayout() {
  return (
    <>
      <LoadingBar />
      <Outlet />
      <ScrollRestoration />
      <CookieNotice />
      <AuthModal />
      <WalkthroughModal />
    </>
  );
}
