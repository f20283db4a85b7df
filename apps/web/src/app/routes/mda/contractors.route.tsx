import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  inviteContractorBodySchema,
  type InviteContractorBody,
} from '@oversight/shared/collaboration/subordinates.schemas';
import { useDebouncedValue, useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListPagination } from '../../../features/projects/components/project-list';
import { usePaging } from '../../../lib/use-paging';
import { CONTRACTORS_PAGE_SIZE, scopeContractorsQuery } from '../../../features/workspace/api/dashboard';
import { useInviteContractor } from '../../../features/workspace/api/people';
import { ContractorCard } from '../../../features/workspace/components/contractor-card';
import { formatNumber } from '../../../lib/format';
import { showSuccess } from '../../../lib/toasts';

/** /mda/contractors: the organisation's contractors (on its projects or invited), with their status, and invitations. */
export function Component() {
  useDocumentTitle('Contractors · Oversight');
  const inviteOne = useInviteContractor();
  const [filter, setFilter] = useState('');
  const [name] = useDebouncedValue(filter.trim(), 300);
  const { page, setPage } = usePaging(CONTRACTORS_PAGE_SIZE, { resetKey: name });
  const dashboard = useQuery(scopeContractorsQuery(page, name));
  const contractors = dashboard.data?.contractors.data ?? [];
  const { register, control, handleSubmit, reset, formState } = useForm<InviteContractorBody>({
    resolver: zodResolver(inviteContractorBodySchema),
    defaultValues: { name: '', email: '', rc_number: '' },
  });
  const [companyName, email] = useWatch({ control, name: ['name', 'email'] });

  // A refusal is shown by the api client (a toast).
  const invite = handleSubmit(async ({ rc_number, ...values }) => {
    try {
      const card = await inviteOne.mutateAsync({ ...values, ...(rc_number ? { rc_number } : {}) });
      reset({ name: '', email: '', rc_number: '' });
      showSuccess(`Invitation sent to ${card.email ?? card.name}`);
    } catch {
      // Shown by the API client.
    }
  });

  return (
    <Stack gap="lg" maw={1100} mx="auto">
      <div>
        <Title order={1} size="h2">
          Contractors
        </Title>
        <Text size="sm" c="gray.7">
          Contractors on your projects and those you invited. Invited ones become accepted once they set their
          password.
        </Text>
      </div>
      <Card
        withBorder
        padding="md"
        component="form"
        onSubmit={(e) => void invite(e)}
        aria-label="Invite a contractor"
      >
        <Stack gap="sm">
          <Title order={2} size="h4">
            Invite a contractor
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label="Company name"
              required
              {...register('name')}
              error={formState.errors.name?.message}
            />
            <TextInput
              label="E-mail"
              type="email"
              required
              {...register('email')}
              error={formState.errors.email?.message}
            />
            <TextInput
              label="RC number"
              {...register('rc_number')}
              error={formState.errors.rc_number?.message}
            />
          </SimpleGrid>
          <Button
            type="submit"
            w="fit-content"
            loading={formState.isSubmitting}
            disabled={companyName.trim().length < 2 || !email.includes('@')}
          >
            Send invitation
          </Button>
        </Stack>
      </Card>
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h4">
          {name ? 'Matching contractors' : 'Your contractors'}{' '}
          {dashboard.data ? `(${formatNumber(dashboard.data.contractors.count)})` : ''}
        </Title>
        <TextInput
          aria-label="Filter contractors by name"
          placeholder="Filter by name"
          value={filter}
          onChange={(e) => setFilter(e.currentTarget.value)}
          w={240}
        />
      </Group>
      {dashboard.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={80} />
          ))}
        </SimpleGrid>
      ) : contractors.length === 0 ? (
        <EmptyState
          title={filter ? 'No contractor has this name' : 'No contractors yet'}
          text="Invite one above, or add contractors to a project."
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {contractors.map((contractor) => (
            <ContractorCard key={contractor.public_id} contractor={contractor} />
          ))}
        </SimpleGrid>
      )}
      <ListPagination
        total={dashboard.data?.contractors.count ?? 0}
        pageSize={CONTRACTORS_PAGE_SIZE}
        page={page}
        onChange={setPage}
        label="Contractor pages"
      />
    </Stack>
  );
}
