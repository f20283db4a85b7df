import { Alert, Button, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconLock, IconWifiOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { formToAnswerQuery } from '../../../features/forms/api/form-to-answer';
import { RespondScreen } from '../../../features/forms/components/fill/respond-screen';
import { ApiError } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';
import { onFirstControl, registerServiceWorker } from '../../../service-worker/register';
import { loginPathFor } from '../../route-guards';

function Problem({
  title,
  text,
  icon,
  action,
}: {
  title: string;
  text: string;
  icon: React.ReactNode;
  action?: React.ReactNode;
}) {
  return (
    <Stack align="center" ta="center" gap="sm" py="xl">
      {icon}
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed" maw={480}>
        {text}
      </Text>
      {action}
    </Stack>
  );
}

/** /forms/{id}/respond: anyone the form is shared with (and anyone at all for a public form) answers it here. */
export function Component() {
  const { id = '' } = useParams();
  const location = useLocation();
  const [search, setSearch] = useSearchParams();
  const signedIn = useAuthStore((state) => state.isAuthenticated);
  const form = useQuery(formToAnswerQuery(id));
  const signInHref = loginPathFor(location);
  const { refetch } = form;

  // Forms work offline from here on; the form is asked again once the worker controls the page, so it keeps a copy.
  useEffect(() => {
    registerServiceWorker(true);
    return onFirstControl(() => void refetch());
  }, [refetch]);

  let body: React.ReactNode;
  if (form.data) {
    body = (
      <RespondScreen
        form={form.data}
        signedIn={signedIn}
        signInHref={signInHref}
        draftId={search.get('draft')}
        queuedId={search.get('queued')}
        onStartAgain={() => setSearch({}, { replace: true })}
      />
    );
  } else if (form.isPending) {
    body = (
      <Stack gap="md" aria-busy="true" aria-label="Loading the form">
        <Skeleton height={32} width="60%" />
        <Skeleton height={16} width="80%" />
        <Skeleton height={56} />
        <Skeleton height={56} />
      </Stack>
    );
  } else {
    const status = form.error instanceof ApiError ? form.error.status : 0;
    if (status === 401 || status === 403) {
      body = (
        <Problem
          icon={<IconLock size={40} aria-hidden />}
          title="This form is not shared with you"
          text={
            signedIn
              ? 'Ask the people who sent you the link to add you as a respondent.'
              : 'Sign in with the account the form was shared with, and you will come back here.'
          }
          action={
            !signedIn ? (
              <Button component={Link} to={signInHref}>
                Sign in
              </Button>
            ) : null
          }
        />
      );
    } else if (status === 404) {
      body = (
        <Problem
          icon={<IconLock size={40} aria-hidden />}
          title="Form not found"
          text="This link does not lead to a form: it may have been deleted, or the link is incomplete. Ask for the link again."
          action={
            <Button component={Link} to="/" variant="light">
              Go to the home page
            </Button>
          }
        />
      );
    } else {
      body = (
        <Problem
          icon={<IconWifiOff size={40} aria-hidden />}
          title="The form could not be loaded"
          text={
            status === 0
              ? 'You seem to be offline, and this form was not opened on this device before. Connect once to open it; after that it works offline.'
              : 'Something went wrong on our side. Try again in a moment.'
          }
          action={
            <Group>
              <Button onClick={() => void form.refetch()} loading={form.isFetching}>
                Try again
              </Button>
            </Group>
          }
        />
      );
    }
  }

  return (
    <Container size="sm" px="md" py="lg">
      {form.data && form.isError ? (
        <Alert color="yellow" variant="light" mb="md">
          This is the copy of the form kept on this device: it could not be checked with the server, so it may
          be out of date.
        </Alert>
      ) : null}
      {body}
    </Container>
  );
}
