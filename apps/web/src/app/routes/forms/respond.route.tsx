import { Alert, Button, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { formToAnswerQuery } from '../../../features/forms/api/form-to-answer';
import { RespondScreen } from '../../../features/forms/components/fill/respond-screen';
import { LoadError } from '../../../components/ui/load-error';
import { useTranslation } from '../../../i18n';
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
  const { t } = useTranslation();
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
      <Stack gap="md" aria-busy="true" aria-label={t('filler.loadingForm')}>
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
          title={t('filler.notShared')}
          text={signedIn ? t('filler.askToAdd') : t('filler.signInShared')}
          action={
            !signedIn ? (
              <Button component={Link} to={signInHref}>
                {t('filler.signIn')}
              </Button>
            ) : null
          }
        />
      );
    } else if (status === 404) {
      body = (
        <Problem
          icon={<IconLock size={40} aria-hidden />}
          title={t('filler.formNotFound')}
          text={t('filler.badLink')}
          action={
            <Button component={Link} to="/" variant="light">
              {t('filler.homePage')}
            </Button>
          }
        />
      );
    } else {
      body = (
        <LoadError
          order={1}
          title={t('filler.formLoadFailed')}
          text={status === 0 ? t('filler.offlineNeverOpened') : t('filler.serverFailed')}
          onRetry={() => void form.refetch()}
          retrying={form.isFetching}
        />
      );
    }
  }

  return (
    <Container size="sm" px="md" py="lg">
      {form.data && form.isError ? (
        <Alert color="yellow" variant="light" mb="md">
          {t('filler.deviceCopy')}
        </Alert>
      ) : null}
      {body}
    </Container>
  );
}
