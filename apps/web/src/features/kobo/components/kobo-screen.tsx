import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { koboConnectionQuery } from '../api/kobo-connection';
import { KoboConnectionForm } from './kobo-connection-form';
import { KoboFormsList, messageOf } from './kobo-forms-list';

/** /forms/kobotoolbox: connect the organisation's KoboToolbox account, import its forms and their submissions. */
export function KoboScreen() {
  const connection = useQuery(koboConnectionQuery());
  return (
    <Stack gap="lg" maw={860}>
      <div>
        <Title order={1} size="h2">
          KoboToolbox
        </Title>
        <Text c="gray.7">
          Bring the forms and submissions your organisation already keeps in KoboToolbox.
        </Text>
      </div>
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="kobo-account">
        <Title order={2} size="h4" id="kobo-account" mb="sm">
          Account
        </Title>
        {connection.isPending ? (
          <Skeleton height={60} />
        ) : connection.error ? (
          <Text c="red.8">
            {messageOf(connection.error, 'The connection could not be read. Reload the page.')}
          </Text>
        ) : (
          <KoboConnectionForm key={String(connection.data.kobotoolbox_token_set)} status={connection.data} />
        )}
      </Paper>
      {connection.data?.kobotoolbox_token_set ? (
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="kobo-forms">
          <Title order={2} size="h4" id="kobo-forms" mb="sm">
            Forms in KoboToolbox
          </Title>
          <KoboFormsList />
        </Paper>
      ) : null}
    </Stack>
  );
}
