import { Anchor, Center, Loader, Modal, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { useAuthModal } from '../../lib/auth-modal';
import { useTranslation } from '../../i18n';

const LoginForm = lazy(() => import('./login-form').then((m) => ({ default: m.LoginForm })));
const SignupFlow = lazy(() => import('./signup-flow').then((m) => ({ default: m.SignupFlow })));

/** Sign in or sign up without leaving the page (guest actions such as eyemarking open it). */
export function AuthModal() {
  const { opened, page, close, setPage } = useAuthModal();
  const fullScreen = useMediaQuery('(max-width: 36em)');
  const { t } = useTranslation();
  const login = page === 'login';

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={login ? t('auth.loginToOversight') : t('auth.joinOversight')}
      size="lg"
      fullScreen={fullScreen}
      centered
    >
      <Suspense
        fallback={
          <Center py="xl">
            <Loader aria-label={t('auth.loading')} />
          </Center>
        }
      >
        {login ? (
          <LoginForm inModal onDone={close} />
        ) : (
          <SignupFlow inModal startPage={page === 2.5 ? 2.5 : undefined} onDone={close} />
        )}
      </Suspense>
      {page !== 2.5 ? (
        <Text size="sm" ta="center" mt="md">
          {login ? t('auth.newHere') : t('auth.haveAccount')}{' '}
          <Anchor
            component="button"
            type="button"
            onClick={() => setPage(login ? 'signup' : 'login')}
            inherit
          >
            {login ? t('auth.signUp') : t('auth.logIn')}
          </Anchor>
        </Text>
      ) : null}
    </Modal>
  );
}
