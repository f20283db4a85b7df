import { Anchor, Box, Container, Divider, Grid, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { LegalDocument } from '../../content';
import { ENGLISH_CONTENT, type LegalDocumentName } from '../../content/site-content';
import { useContent } from '../../content/use-content';
import { useTranslation } from '../../i18n';
import { formatDate } from '../../lib/format';
import { LinkifiedText } from './linkified-text';
import { headingId } from './slugify';

function TableOfContents({ document, ids }: { document: LegalDocument; ids: string[] }) {
  const { t } = useTranslation();
  return (
    <Paper component="nav" aria-labelledby="toc-heading" withBorder p="md" radius="md">
      <Text id="toc-heading" fw={600} size="sm" mb="xs">
        {t('content.contents')}
      </Text>
      <Stack component="ol" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
        {document.sections.map((section, i) => (
          <li key={ids[i]}>
            <Anchor href={`#${ids[i]}`} size="sm">
              {section.heading}
            </Anchor>
          </li>
        ))}
      </Stack>
    </Paper>
  );
}

/**
 * The terms, privacy policy or community guidelines in the active language: title, date, intro, contents and
 * sections. Anchors come from the English headings, so a link to a section works in every language.
 */
export function LegalDocumentPage({ name }: { name: LegalDocumentName }) {
  const { t } = useTranslation();
  const content = useContent();
  const document = content?.[name];
  const english = ENGLISH_CONTENT[name];
  useDocumentTitle(t('content.docTitle', { title: (document ?? english).title }));
  if (!document) return <Loader m="xl" aria-label={t('content.loading')} />;
  const ids = english.sections.map((section) => headingId(section.heading));
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'md', sm: 'lg' }}>
      <Stack gap="xs" mb="lg">
        <Title order={1}>{document.title}</Title>
        <Text c="gray.7" size="sm">
          {t('content.lastUpdated', { date: formatDate(document.updated) })}
        </Text>
      </Stack>
      <Grid gutter="xl">
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
          <Box pos={{ base: 'static', md: 'sticky' }} top={80}>
            <TableOfContents document={document} ids={ids} />
          </Box>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          <Text size="md" lh={1.7}>
            <LinkifiedText text={document.intro} />
          </Text>
          <Divider my="lg" />
          <Stack gap="xl">
            {document.sections.map((section, i) => (
              <Box component="section" key={ids[i]} aria-labelledby={ids[i]}>
                <Title order={2} size="h3" id={ids[i]} mb="sm" style={{ scrollMarginTop: 80 }}>
                  {section.heading}
                </Title>
                <Stack gap="sm">
                  {section.paragraphs.map((paragraph, j) => (
                    <Text key={j} lh={1.7}>
                      <LinkifiedText text={paragraph} />
                    </Text>
                  ))}
                </Stack>
              </Box>
            ))}
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
