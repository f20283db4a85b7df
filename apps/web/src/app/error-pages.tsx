import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { dashboardPath, useAuthStore } from '../lib/auth-store';
import { LogoMark } from './layouts/logo';
import { t, useTranslation, type MessageKey, type MessageValues } from '../i18n';

/**
 * The page's words in the chosen language; the English ones when no catalogue is in yet (an error before the first
 * catalogue loaded must still say something).
 */
function words(key: MessageKey, english: string, values?: MessageValues): string {
  return t(key, values) || english;
}

interface ErrorPageProps {
  code: string;
  title: string;
  text: ReactNode;
  action: ReactNode;
}

/** Stands alone (no layout): it must render even when the layouts are what failed. */
function ErrorPage({ code, title, text, action }: ErrorPageProps) {
  useDocumentTitle(words('errors.docTitle', `${title} · Oversight`, { title }));
  return (
    <Center component="main" id="main-content" mih="100dvh" p="md">
      <Stack align="center" ta="center" gap="md" maw={480}>
        <LogoMark size={48} />
        <Text
          fw={800}
          c="oversight.7"
          style={{ fontSize: 'clamp(3.5rem, 18vw, 6rem)', lineHeight: 1 }}
          aria-hidden
        >
          {code}
        </Text>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="gray.7">{text}</Text>
        {action}
      </Stack>
    </Center>
  );
}

/**
 * "Back to dashboard" for everyone, as the spec says: signed-in people go to their role's dashboard, visitors to the
 * citizen dashboard (which guests may browse).
 */
function BackToDashboard() {
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const mode = useAuthStore((s) => s.mode);
  useTranslation();
  return (
    <Button component={Link} to={dashboardPath({ isAuthenticated, mode })} size="md">
      {words('errors.backToDashboard', 'Back to dashboard')}
    </Button>
  );
}

export function ServerErrorPage() {
  useTranslation();
  return (
    <ErrorPage
      code="500"
      title={words('errors.serverTitle', "Sorry! It's not you, it's us")}
      text={words(
        'errors.serverText',
        'Something went wrong on our side. We have been told about it; please try again in a moment.',
      )}
      action={<BackToDashboard />}
    />
  );
}

export function BadRequestPage() {
  useTranslation();
  return (
    <ErrorPage
      code="400"
      title={words('errors.badRequestTitle', 'That request did not look right')}
      text={words(
        'errors.badRequestText',
        'The link you followed may be broken or incomplete. Check it, or start again from the button below.',
      )}
      action={<BackToDashboard />}
    />
  );
}

export function NotFoundPage() {
  useTranslation();
  return (
    <ErrorPage
      code="404"
      title={words('errors.notFoundTitle', 'We could not find that page')}
      text={words('errors.notFoundText', 'It may have moved, or the address may be mistyped.')}
      action={<BackToDashboard />}
    />
  );
}
