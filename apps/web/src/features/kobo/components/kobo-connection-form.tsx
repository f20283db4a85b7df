import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import {
  DEFAULT_KOBOTOOLBOX_URL,
  updateKoboToolboxTokenBodySchema,
  type KoboToolboxTokenStatus,
  type UpdateKoboToolboxTokenBody,
  type UpdateKoboToolboxTokenInput,
} from '@oversight/shared/organizations/organizations.schemas';
import { IconPlugConnected } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';
import { showSuccess } from '../../../lib/toasts';
import { useSaveKoboToken } from '../api/save-kobo-token';

const firstMessage = (error: unknown) => {
  const body = error instanceof ApiError ? (error.body as Record<string, unknown> | null) : null;
  return (
    (body && JSON.stringify(body).match(/"([^"]{8,})"/)?.[1]) ??
    'The connection could not be saved. Try again.'
  );
};

/** The organisation's KoboToolbox server and API token: shows whether it is connected, never the token. */
export function KoboConnectionForm({ status }: { status: KoboToolboxTokenStatus }) {
  const saveToken = useSaveKoboToken();
  const [editing, setEditing] = useState(!status.kobotoolbox_token_set);
  const { register, handleSubmit, formState, setError, reset } = useForm<
    UpdateKoboToolboxTokenInput,
    unknown,
    UpdateKoboToolboxTokenBody
  >({
    resolver: zodResolver(updateKoboToolboxTokenBodySchema),
    defaultValues: { server_url: status.server_url ?? DEFAULT_KOBOTOOLBOX_URL, token: '' },
  });
  const save = async (body: UpdateKoboToolboxTokenBody) => {
    try {
      const saved = await saveToken.mutateAsync(body);
      showSuccess(saved.kobotoolbox_token_set ? 'KoboToolbox connected' : 'KoboToolbox disconnected');
      reset({ server_url: saved.server_url ?? DEFAULT_KOBOTOOLBOX_URL, token: '' });
      setEditing(!saved.kobotoolbox_token_set);
    } catch (error) {
      setError('root', { message: firstMessage(error) });
    }
  };

  if (!editing)
    return (
      <Stack gap="xs">
        <Group gap="xs">
          <IconPlugConnected size={18} aria-hidden color="var(--mantine-color-green-8)" />
          <Text fw={600}>Connected to {status.server_url}</Text>
        </Group>
        <Text size="sm" c="gray.7">
          API token ending in …{status.last4}. It is kept encrypted and never shown again.
        </Text>
        <Group gap="xs">
          <Button variant="default" size="xs" onClick={() => setEditing(true)}>
            Change token
          </Button>
          <Button
            variant="subtle"
            color="red"
            size="xs"
            loading={formState.isSubmitting}
            onClick={() => void save({ token: null })}
          >
            Disconnect
          </Button>
        </Group>
      </Stack>
    );

  return (
    <form onSubmit={(event) => void handleSubmit(save)(event)} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="gray.7">
          Not connected. In KoboToolbox, open Account settings, then Security, and copy your API token.
        </Text>
        <TextInput
          label="KoboToolbox server"
          description="kf.kobotoolbox.org, eu.kobotoolbox.org or your own"
          {...register('server_url')}
          error={formState.errors.server_url?.message}
        />
        <PasswordInput
          label="API token"
          autoComplete="off"
          {...register('token')}
          error={formState.errors.token?.message}
        />
        {formState.errors.root ? (
          <Alert color="red" role="alert">
            {formState.errors.root.message}
          </Alert>
        ) : null}
        <Group gap="xs">
          <Button type="submit" loading={formState.isSubmitting}>
            Connect
          </Button>
          {status.kobotoolbox_token_set ? (
            <Button variant="default" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
