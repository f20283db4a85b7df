import { Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconUsersGroup } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { contractorAnalyticsQuery, downloadContractors } from '../../../features/analytics/api/contractors';
import {
  CONTRACTOR_ORDERINGS,
  ContractorChart,
  ContractorSummary,
  ContractorTable,
  SentimentLegend,
} from '../../../features/analytics/components/contractor-figures';
import { FigureCard } from '../../../features/analytics/components/figure-card';
import { AnalyticsTablePage, useAnalyticsTablePage } from './analytics-table-page';

/** Contractors of published projects, ranked by what the reader chooses, under the analytics filters. */
export function Component() {
  const page = useAnalyticsTablePage('Contractor analytics');
  const { params, paging, view, setParam } = page;
  const ordering =
    CONTRACTOR_ORDERINGS.find((o) => o.value === params.get('ordering')) ?? CONTRACTOR_ORDERINGS[0];
  const [search, setSearch] = useState(params.get('q') ?? '');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  useEffect(() => {
    if (debounced !== (params.get('q') ?? '')) setParam('q', debounced || null);
    // Only a settled search text writes the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const base = {
    ...page.filtered,
    ...(params.get('q') ? { query: params.get('q')! } : {}),
    ordering: ordering.value,
  };
  const query = useQuery(contractorAnalyticsQuery({ ...base, limit: paging.limit, offset: paging.offset }));
  const data = query.data;

  return (
    <AnalyticsTablePage
      title="Contractor analytics"
      intro="Who builds the published projects: how many, for how much, how many are finished, late or abandoned, and what citizens say about them."
      what="contractor analytics"
      viewLabels={['Chart', 'Table']}
      page={page}
      query={query}
      controls={
        <>
          <TextInput
            label="Contractor"
            placeholder="Search by name"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            w={{ base: '100%', xs: 240 }}
          />
          <Select
            label="Rank by"
            data={CONTRACTOR_ORDERINGS.map((o) => ({ value: o.value, label: o.label }))}
            value={ordering.value}
            onChange={(value) => setParam('ordering', value === CONTRACTOR_ORDERINGS[0].value ? null : value)}
            allowDeselect={false}
            w={{ base: '100%', xs: 220 }}
          />
        </>
      }
    >
      {data ? (
        <>
          <ContractorSummary summary={data.summary} />
          {!data.results.length ? (
            <EmptyState
              icon={<IconUsersGroup size={36} stroke={1.5} />}
              title="No contractors match these filters"
              text="Remove some filters or clear the search to see contractors."
            />
          ) : (
            <FigureCard
              id="contractors-ranked"
              title={`Contractors ranked: ${ordering.label.toLowerCase()}`}
              view={view}
              onDownload={() => downloadContractors(base)}
              extra={<SentimentLegend />}
              chart={<ContractorChart rows={data.results} ordering={ordering} />}
              table={(scroll) => <ContractorTable rows={data.results} scroll={scroll} />}
            />
          )}
        </>
      ) : null}
    </AnalyticsTablePage>
  );
}
