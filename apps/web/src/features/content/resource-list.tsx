import { Card, Group, Loader, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconChevronRight, IconFileText } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useContent } from '../../content/use-content';
import { useTranslation } from '../../i18n';

/** The help and policy links of the settings Resources page, in the active language. */
export function ResourceList() {
  const { t } = useTranslation();
  const items = useContent()?.resources;
  if (!items) return <Loader aria-label={t('content.loading')} />;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {items.map((item) => (
        <Card
          key={item.href}
          component={Link}
          to={item.href}
          withBorder
          radius="md"
          padding="md"
          aria-label={item.title}
        >
          <Group wrap="nowrap" align="flex-start" gap="sm">
            <ThemeIcon variant="light" radius="md" size={36} aria-hidden>
              <IconFileText size={20} />
            </ThemeIcon>
            <div style={{ flex: 1, minWidth: 0 }}>
              <Text fw={600}>{item.title}</Text>
              <Text size="sm" c="gray.7" mt={2}>
                {item.description}
              </Text>
            </div>
            <IconChevronRight size={18} aria-hidden style={{ flexShrink: 0, marginTop: 4 }} />
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}
