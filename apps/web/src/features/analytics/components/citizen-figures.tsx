import { Card, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import type {
  CitizenAnalytics,
  CitizenTable,
  NamedCount,
} from '@oversight/shared/analytics/analytics.schemas';
import { useState } from 'react';
import { formatDate } from '../../../lib/format';
import { downloadCitizenTable } from '../api/people';
import { BarsChart } from './bars-chart';
import { FigureCard, FigureTable } from './figure-card';
import { countLabel } from './protected-count';

/** '2025-03' as 'Mar 2025'. */
const monthLabel = (month: string) => formatDate(`${month}-01`, 'month');
const GREEN = '#008751';
const ENGAGEMENT = [
  { key: 'reviews', label: 'Reviews', color: '#1c7ed6' },
  { key: 'eyemarks', label: 'Eyemarks', color: GREEN },
  { key: 'comments', label: 'Comments', color: '#f08c00' },
] as const;

type Props = { data: CitizenAnalytics; view: 'chart' | 'table'; year: string | null };

function NamedCard({
  id,
  title,
  rows,
  view,
  table,
  year,
  nameLabel,
}: {
  id: string;
  title: string;
  rows: NamedCount[];
  view: Props['view'];
  table: CitizenTable;
  year: string | null;
  nameLabel: string;
}) {
  return (
    <FigureCard
      id={id}
      title={title}
      view={view}
      onDownload={() => downloadCitizenTable(table, year)}
      chart={
        rows.length ? (
          <BarsChart
            categories={rows.map((r) => r.name)}
            series={[{ name: 'People', color: GREEN, data: rows.map((r) => r.count) }]}
            label={`${title}; the table has the figures`}
          />
        ) : (
          <Text size="sm" c="gray.7">
            Nobody has said yet.
          </Text>
        )
      }
      table={(scroll) => (
        <FigureTable
          caption={title}
          scroll={scroll}
          rows={rows}
          rowKey={(r) => r.key}
          columns={[
            { label: nameLabel, value: (r) => r.name },
            { label: 'People', value: (r) => countLabel(r.count), numeric: true },
          ]}
        />
      )}
    />
  );
}

const INTERESTS = [
  { value: 'States', label: 'States', table: 'interest_states', one: 'State' },
  { value: 'Sectors', label: 'Sectors', table: 'interest_sectors', one: 'Sector' },
  { value: 'SDGs', label: 'SDGs', table: 'interest_sdgs', one: 'Goal' },
  { value: 'Ministries', label: 'Ministries', table: 'interest_ministries', one: 'Ministry' },
] as const;

/** Every figure of GET /users/analysis/ as cards: charts with their tables, each downloadable. */
export function CitizenFigures({ data, view, year }: Props) {
  const [interest, setInterest] = useState<(typeof INTERESTS)[number]>(INTERESTS[0]);
  const verified = data['Verification Status'].find((v) => v.key === 'verified')?.count ?? 0;
  const unverified = data['Verification Status'].find((v) => v.key === 'not_verified')?.count ?? 0;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" component="dl" m={0}>
        {[
          { label: 'People', value: countLabel(data.Total) },
          { label: 'Verified e-mail', value: countLabel(verified) },
          { label: 'E-mail not verified', value: countLabel(unverified) },
        ].map((stat) => (
          <Card key={stat.label} withBorder padding="sm">
            <Text component="dt" size="xs" c="gray.7">
              {stat.label}
            </Text>
            <Text component="dd" m={0} fw={700} size="xl">
              {stat.value}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <SimpleGrid type="container" cols={{ base: 1, '900px': 2 }} spacing="md">
        <FigureCard
          id="registrations"
          title="Registrations by month"
          view={view}
          onDownload={() => downloadCitizenTable('registration', year)}
          chart={
            <BarsChart
              horizontal={false}
              categories={data.Registration.map((r) => monthLabel(r.month))}
              series={[{ name: 'Registrations', color: GREEN, data: data.Registration.map((r) => r.count) }]}
              label="Registrations by month; the table has the figures"
            />
          }
          table={(scroll) => (
            <FigureTable
              caption="Registrations by month"
              scroll={scroll}
              rows={data.Registration}
              rowKey={(r) => r.month}
              columns={[
                { label: 'Month', value: (r) => monthLabel(r.month) },
                { label: 'Registrations', value: (r) => countLabel(r.count), numeric: true },
              ]}
            />
          )}
        />
        <FigureCard
          id="engagement"
          title="Engagement by month"
          view={view}
          onDownload={() => downloadCitizenTable('engagement', year)}
          chart={
            <BarsChart
              horizontal={false}
              categories={data.Engagement.map((r) => monthLabel(r.month))}
              series={ENGAGEMENT.map((e) => ({
                name: e.label,
                color: e.color,
                data: data.Engagement.map((r) => r[e.key]),
              }))}
              label="Reviews, eyemarks and comments by month; the table has the figures"
            />
          }
          table={(scroll) => (
            <FigureTable
              caption="Engagement by month"
              scroll={scroll}
              rows={data.Engagement}
              rowKey={(r) => r.month}
              columns={[
                { label: 'Month', value: (r) => monthLabel(r.month) },
                ...ENGAGEMENT.map((e) => ({
                  label: e.label,
                  value: (r: (typeof data.Engagement)[number]) => countLabel(r[e.key]),
                  numeric: true,
                })),
              ]}
            />
          )}
        />
        <NamedCard
          id="gender"
          title="Gender"
          nameLabel="Gender"
          rows={data.Gender}
          view={view}
          table="gender"
          year={year}
        />
        <NamedCard
          id="age"
          title="Age groups"
          nameLabel="Age"
          rows={data.Age}
          view={view}
          table="age"
          year={year}
        />
        <NamedCard
          id="verification"
          title="Verification status"
          nameLabel="Status"
          rows={data['Verification Status']}
          view={view}
          table="verification"
          year={year}
        />
        <NamedCard
          id="residence"
          title="By state of residence"
          nameLabel="State"
          rows={data.States}
          view={view}
          table="states"
          year={year}
        />
      </SimpleGrid>
      <Stack gap="xs">
        <SegmentedControl
          aria-label="Interests in"
          value={interest.value}
          onChange={(value) => setInterest(INTERESTS.find((i) => i.value === value) ?? INTERESTS[0])}
          data={INTERESTS.map((i) => ({ value: i.value, label: i.label }))}
          fullWidth
          maw={520}
        />
        <NamedCard
          id="interests"
          title={`Interests: ${interest.label.toLowerCase()}`}
          nameLabel={interest.one}
          rows={data['User Interests'][interest.value]}
          view={view}
          table={interest.table}
          year={year}
        />
      </Stack>
    </Stack>
  );
}
