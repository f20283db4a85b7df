import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Pagination,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Plan } from '@oversight/shared/plans/plans.schemas';
import { IconPlus, IconSearch, IconTargetArrow } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { usePaging } from '../../../lib/use-paging';
import { useSearchParamUpdater } from '../../../lib/use-search-param-updater';
import { EmptyState } from '../../../components/ui/empty-state';
import { plansQuery, PLANS_PAGE_SIZE } from '../api/plans';
import { planYears } from './plan-detail';
import { PlanFormModal } from './plan-form-modal';
import { LoadError } from '../../../components/ui/load-error';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function PlanCard({ plan }: { plan: Plan }) {
  const years = planYears(plan);
  // Someone given only some outcomes or indicators opens the plan's shared part.
  const to = plan.abilities.view ? `/mda/plans/${plan.id}` : `/mda/plans/${plan.id}/children`;
  return (
    <Card withBorder radius="md" padding="md" component="li">
      <Stack gap={6}>
        <Group gap="xs">
          {years ? <Badge variant="light">{years}</Badge> : null}
          {!plan.abilities.view ? (
            <Badge variant="outline" color="grape">
              Partly shared with you
            </Badge>
          ) : null}
        </Group>
        <Anchor component={Link} to={to} fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
          {plan.name}
        </Anchor>
        <Text size="sm" c="gray.7">
          {plan.organization.name}
          {plan.abilities.view
            ? ` · ${count(plan.outcomes_count, 'outcome', 'outcomes')} · ${count(plan.indicators_count, 'indicator', 'indicators')}`
            : ''}
        </Text>
        {plan.description && plan.abilities.view ? (
          <Text size="sm" lineClamp={2}>
            {plan.description}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

/** /mda/plans: the organisation's plans and those shared with the caller; search in the URL (?query=, ?page=). */
export function PlansList({ canCreate }: { canCreate: boolean }) {
  const [params, updateParams] = useSearchParamUpdater({});
  const query = params.get('query') ?? '';
  const { page, setPage, offset, pages } = usePaging(PLANS_PAGE_SIZE, { url: true, history: 'push' });
  const [search, setSearch] = useState(query);
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();
  useEffect(() => {
    if (debounced === query) return;
    updateParams({ query: debounced }, ['page']);
  }, [debounced, query, updateParams]);
  const plans = useQuery(plansQuery({ query: query || undefined, offset }));
  const total = pages(plans.data?.count);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1}>Plans</Title>
          <Text c="gray.7" size="sm">
            Development plans, their outcomes and the indicators that measure them.
          </Text>
        </div>
        {canCreate ? (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
            New plan
          </Button>
        ) : null}
      </Group>
      <TextInput
        label="Search plans"
        placeholder="Name or description"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={420}
        type="search"
      />
      {plans.isPending ? (
        <Stack aria-label="Loading plans">
          <Skeleton height={96} radius="md" />
          <Skeleton height={96} radius="md" />
        </Stack>
      ) : plans.isError ? (
        <LoadError title="Plans could not be loaded" onRetry={() => void plans.refetch()} />
      ) : plans.data.results.length ? (
        <>
          <Text size="sm" c="gray.7" aria-live="polite">
            {count(plans.data.count, 'plan', 'plans')}
          </Text>
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Plans">
            {plans.data.results.map((plan) => (
              <PlanCard key={plan.id} plan={plan} />
            ))}
          </Stack>
          {total > 1 ? (
            <Pagination
              total={total}
              value={page}
              onChange={setPage}
              getItemProps={(n) => ({ 'aria-label': `Page ${n}` })}
            />
          ) : null}
        </>
      ) : query ? (
        <EmptyState
          icon={<IconSearch size={36} />}
          title={`No plan matches “${query}”`}
          text="Try another word, or clear the search to see every plan."
          action={
            <Button variant="light" onClick={() => setSearch('')}>
              Clear the search
            </Button>
          }
        />
      ) : (
        <EmptyState
          icon={<IconTargetArrow size={36} />}
          title="No plans yet"
          text={
            canCreate
              ? 'Create your organisation’s first plan, then add the outcomes it should bring about and indicators to measure them.'
              : 'Plans of your organisation, and plans others share with you, appear here. Ask a colleague who manages plans to create one or share it with you.'
          }
          action={
            canCreate ? (
              <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
                Create a plan
              </Button>
            ) : undefined
          }
        />
      )}
      <PlanFormModal
        opened={creating}
        onClose={() => setCreating(false)}
        onSaved={(plan) => void navigate(`/mda/plans/${plan.id}`)}
      />
    </Stack>
  );
}
