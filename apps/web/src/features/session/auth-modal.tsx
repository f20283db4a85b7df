import { Anchor, Center, Loader, Modal, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { useAuthModal } from './use-auth-modal';

export { requireAuth, useAuthModal } from './use-auth-modal';

const LoginForm = lazy(() => import('../auth/login-form').then((m) => ({ default: m.LoginForm })));
const SignupFlow = lazy(() => import('../auth/signup-flow').then((m) => ({ default: m.SignupFlow })));

/** Sign in or sign up without leaving the page (guest actions such as eyemarking open it). */
export function AuthModal() {
  const { opened, page, close, setPage } = useAuthModal();
  const fullScreen = useMediaQuery('(max-width: 36em)');
  const login = page === 'login';

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={login ? 'Log in to Oversight' : 'Join Oversight'}
      size="lg"
      fullScreen={fullScreen}
      centered
    >
      <Suspense
        fallback={
          <Center py="xl">
            <Loader aria-label="Loading" />
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
          {login ? 'New to Oversight? ' : 'Already have an account? '}
          <Anchor component="button" type="button" onClick={() => setPage(login ? 'signup' : 'login')} inherit>
            {login ? 'Sign up' : 'Log in'}
          </Anchor>
        </Text>
      ) : null}
    </Modal>
  );
}
