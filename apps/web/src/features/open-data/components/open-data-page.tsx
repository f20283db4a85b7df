import {
  Alert,
  Anchor,
  Button,
  Card,
  Code,
  Container,
  Group,
  List,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload, IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatNumber } from '../../../lib/format';
import { SideScroller } from '../../../components/ui/side-scroller';
import { openDataInfoQuery } from '../api/open-data-info';
import { downloadUrl, oc4idsUrl } from '../api/download-urls';
import { LoadError } from '../../../components/ui/load-error';

const DOWNLOADS = [
  { format: 'csv', title: 'CSV', text: 'Opens in any spreadsheet program. One row per project.' },
  {
    format: 'xlsx',
    title: 'Excel (XLSX)',
    text: 'A workbook with the projects and a second sheet explaining each column.',
  },
  {
    format: 'geojson',
    title: 'GeoJSON',
    text: 'For maps (QGIS, uMap, Leaflet): each project at its location.',
  },
] as const;

/** /open-data: what can be taken away, under which licence, and how. */
export function OpenDataPage() {
  const info = useQuery(openDataInfoQuery());
  const data = info.data;

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="xl">
        <div>
          <Title order={1} mb={4}>
            Open data
          </Title>
          <Text c="gray.7">
            Every published project on Oversight can be downloaded and reused: to check spending, to build
            maps and reports, or to compare with other sources. Drafts are never included.
          </Text>
        </div>

        {info.isError ? (
          <LoadError
            title="The open data details could not be loaded"
            text="The downloads below still work. Check your connection and try again."
            onRetry={() => void info.refetch()}
          />
        ) : null}

        <Card withBorder component="section" aria-labelledby="licence-title">
          <Title order={2} size="h4" id="licence-title" mb="xs">
            Licence and publisher
          </Title>
          {data ? (
            <Stack gap={6}>
              <Text>
                Published by <strong>{data.publisher.name}</strong> under the{' '}
                <Anchor underline="always" href={data.license.url} target="_blank" rel="noopener license">
                  {data.license.name}
                </Anchor>{' '}
                ({data.license.id}). You may copy, share and reuse the data under its terms.
              </Text>
              <Text size="sm" c="gray.7">
                {formatNumber(data.published_projects)} published projects
                {data.last_modified
                  ? `, last changed ${new Date(data.last_modified).toLocaleDateString('en-NG', { dateStyle: 'long' })}`
                  : ''}
                .
              </Text>
            </Stack>
          ) : (
            <Skeleton height={48} aria-label="Loading the licence" />
          )}
        </Card>

        <section aria-labelledby="downloads-title">
          <Title order={2} size="h4" id="downloads-title" mb="xs">
            Download all published projects
          </Title>
          <Text size="sm" c="gray.7" mb="sm">
            To download only some projects, filter them on{' '}
            <Anchor underline="always" component={Link} to="/citizen/discover">
              Discover
            </Anchor>{' '}
            or the{' '}
            <Anchor underline="always" component={Link} to="/projects-list">
              projects list
            </Anchor>{' '}
            and use its Download button: the file holds every project the filters select.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {DOWNLOADS.map((download) => (
              <Card key={download.format} withBorder>
                <Stack gap="xs" h="100%" justify="space-between">
                  <div>
                    <Title order={3} size="h5">
                      {download.title}
                    </Title>
                    <Text size="sm" c="gray.7">
                      {download.text}
                    </Text>
                  </div>
                  <Button
                    component="a"
                    href={downloadUrl(download.format)}
                    download
                    variant="light"
                    leftSection={<IconDownload size={16} aria-hidden />}
                    aria-label={`Download all projects as ${download.title}`}
                  >
                    Download
                  </Button>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        </section>

        <section aria-labelledby="oc4ids-title">
          <Title order={2} size="h4" id="oc4ids-title" mb="xs">
            OC4IDS feed for infrastructure data
          </Title>
          <Text mb="xs">
            The projects are also published in the{' '}
            <Anchor
              underline="always"
              href="https://standard.open-contracting.org/infrastructure/"
              target="_blank"
              rel="noopener"
            >
              Open Contracting for Infrastructure Data Standard
            </Anchor>{' '}
            (OC4IDS {data?.oc4ids.version ?? '0.9'}), used by CoST members and infrastructure transparency
            tools.
          </Text>
          <List size="sm" spacing={4} mb="xs">
            <List.Item>
              <Anchor underline="always" href={oc4idsUrl()} target="_blank" rel="noopener">
                All published projects
              </Anchor>{' '}
              as one project package; add <Code>limit</Code> and <Code>offset</Code> to read it a page at a
              time.
            </List.Item>
            <List.Item>
              One project: <Code>/api/v1/projects/&#123;id&#125;/oc4ids/</Code>
            </List.Item>
            <List.Item>
              The catalogue&apos;s filters work on every feed and download: <Code>state</Code>,{' '}
              <Code>sector</Code>, <Code>status</Code>, <Code>ministry</Code>, <Code>year</Code>,{' '}
              <Code>query</Code>, for example{' '}
              <Anchor
                underline="always"
                href={oc4idsUrl({ state: 'Lagos', status: 'ON_GOING', limit: 10 })}
                target="_blank"
                rel="noopener"
              >
                ongoing projects in Lagos
              </Anchor>
              .
            </List.Item>
          </List>
          {data && !data.oc4ids.registered ? (
            <Alert
              color="yellow"
              icon={<IconInfoCircle aria-hidden />}
              title="Project ids are not registered yet"
            >
              This site uses the placeholder prefix <Code>{data.oc4ids.prefix}</Code>. Its administrator
              should register a prefix with the Open Contracting Partnership and set it in the server&apos;s
              settings.
            </Alert>
          ) : null}
        </section>

        <section aria-labelledby="api-title">
          <Title order={2} size="h4" id="api-title" mb="xs">
            For developers
          </Title>
          <Group gap="md">
            <Anchor href="/api/docs" target="_blank" rel="noopener">
              API documentation (OpenAPI)
            </Anchor>
            <Anchor href="/api/docs/json" target="_blank" rel="noopener">
              OpenAPI document (JSON)
            </Anchor>
          </Group>
        </section>

        <section aria-labelledby="dictionary-title">
          <Title order={2} size="h4" id="dictionary-title" mb="xs">
            Data dictionary
          </Title>
          <Text size="sm" c="gray.7" mb="sm">
            The columns of the CSV and Excel files, and the properties of each GeoJSON feature. Lists are
            separated by semicolons; amounts are in the currency column (NGN is naira); dates are
            year-month-day.
          </Text>
          {data ? (
            <SideScroller label="Data dictionary">
              <Table striped withTableBorder miw={640}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Column</Table.Th>
                    <Table.Th scope="col">Meaning</Table.Th>
                    <Table.Th scope="col">Type</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.dictionary.map((entry) => (
                    <Table.Tr key={entry.column}>
                      <Table.Td>
                        <Code>{entry.column}</Code>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" fw={600}>
                          {entry.title}
                        </Text>
                        <Text size="sm">{entry.description}</Text>
                      </Table.Td>
                      <Table.Td>{entry.type}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </SideScroller>
          ) : (
            <Skeleton height={200} aria-label="Loading the data dictionary" />
          )}
        </section>
      </Stack>
    </Container>
  );
}
