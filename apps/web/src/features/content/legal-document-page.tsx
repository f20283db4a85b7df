import { Anchor, Box, Container, Divider, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import type { LegalDocument } from '../../content';
import { LinkifiedText } from './linkified-text';
import { headingId } from './slugify';

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

function formatUpdated(iso: string): string {
  const date = new Date(`${iso}T00:00:00`);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

function TableOfContents({ document }: { document: LegalDocument }) {
  return (
    <Paper component="nav" aria-labelledby="toc-heading" withBorder p="md" radius="md">
      <Text id="toc-heading" fw={600} size="sm" mb="xs">
        Contents
      </Text>
      <Stack component="ol" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
        {document.sections.map((section) => (
          <li key={section.heading}>
            <Anchor href={`#${headingId(section.heading)}`} size="sm">
              {section.heading}
            </Anchor>
          </li>
        ))}
      </Stack>
    </Paper>
  );
}

/** Renders the terms, privacy policy and community guidelines: title, date, intro, contents and sections. */
export function LegalDocumentPage({ document }: { document: LegalDocument }) {
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'md', sm: 'lg' }}>
      <Stack gap="xs" mb="lg">
        <Title order={1}>{document.title}</Title>
        <Text c="gray.7" size="sm">
          Last updated <time dateTime={document.updated}>{formatUpdated(document.updated)}</time>
        </Text>
      </Stack>
      <Grid gutter="xl">
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
          <Box pos={{ base: 'static', md: 'sticky' }} top={80}>
            <TableOfContents document={document} />
          </Box>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          <Text size="md" lh={1.7}>
            <LinkifiedText text={document.intro} />
          </Text>
          <Divider my="lg" />
          <Stack gap="xl">
            {document.sections.map((section) => {
              const id = headingId(section.heading);
              return (
                <Box component="section" key={section.heading} aria-labelledby={id}>
                  <Title order={2} size="h3" id={id} mb="sm" style={{ scrollMarginTop: 80 }}>
                    {section.heading}
                  </Title>
                  <Stack gap="sm">
                    {section.paragraphs.map((paragraph, i) => (
                      <Text key={i} lh={1.7}>
                        <LinkifiedText text={paragraph} />
                      </Text>
                    ))}
                  </Stack>
                </Box>
              );
            })}
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
