import { Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconChevronRight, IconFileText } from '@tabler/icons-react';
import { Link } from 'react-router';
import { RESOURCES, type ResourceLink } from '../../content';

/** The help and policy links of the settings Resources page. */
export function ResourceList({ items = RESOURCES }: { items?: ResourceLink[] }) {
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
