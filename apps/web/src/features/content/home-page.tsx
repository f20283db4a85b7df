import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconArrowRight,
  IconBackhoe,
  IconBuildingBank,
  IconBuildingCommunity,
  IconCamera,
  IconEye,
  IconFileSpreadsheet,
  IconMap2,
  IconMessage2,
  IconSearch,
  IconTargetArrow,
  IconUser,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { HOME, type HomeBlock } from '../../content';
import classes from './home-page.module.css';

const FEATURE_ICONS: Icon[] = [
  IconMap2,
  IconEye,
  IconCamera,
  IconBuildingCommunity,
  IconFileSpreadsheet,
  IconTargetArrow,
];
const STEP_ICONS: Icon[] = [IconSearch, IconEye, IconMessage2];
const AUDIENCE_ICONS: Icon[] = [IconUser, IconUsersGroup, IconBuildingBank, IconBackhoe];

function Section({
  id,
  title,
  children,
  muted,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
  muted?: boolean;
}) {
  return (
    <Box
      component="section"
      aria-labelledby={id}
      py={{ base: 48, sm: 72 }}
      bg={muted ? 'var(--mantine-color-gray-0)' : undefined}
    >
      <Container size="lg">
        <Title order={2} id={id} ta="center" mb={{ base: 'lg', sm: 'xl' }}>
          {title}
        </Title>
        {children}
      </Container>
    </Box>
  );
}

function BlockCard({ block, icon: BlockIcon }: { block: HomeBlock; icon: Icon }) {
  return (
    <Card withBorder radius="md" padding="lg" h="100%">
      <ThemeIcon size={44} radius="md" variant="light" mb="md" aria-hidden>
        <BlockIcon size={24} stroke={1.6} />
      </ThemeIcon>
      <Title order={3} size="h4" mb="xs">
        {block.title}
      </Title>
      <Text c="gray.7" size="sm" lh={1.6}>
        {block.body}
      </Text>
    </Card>
  );
}

/** The public landing page; all texts come from HOME in src/content. */
export function HomePage({ isAuthenticated = false }: { isAuthenticated?: boolean }) {
  const { hero, features, steps, audiences, closing } = HOME;
  return (
    <>
      <Box component="section" aria-labelledby="home-hero" className={classes.hero}>
        <Container size="lg" py={{ base: 56, sm: 96 }}>
          <Stack gap="lg" maw={720}>
            <Badge variant="white" color="oversight" size="lg" radius="sm" w="fit-content">
              Public projects in Nigeria
            </Badge>
            <Title order={1} id="home-hero" c="white" className={classes.heroTitle}>
              {hero.title}
            </Title>
            <Text c="white" size="lg" lh={1.6}>
              {hero.subtitle}
            </Text>
            <Group gap="sm" mt="sm" className={classes.ctas}>
              <Button
                component={Link}
                to="/citizen/discover"
                size="md"
                color="white"
                c="oversight.9"
                variant="white"
                rightSection={<IconArrowRight size={18} aria-hidden />}
              >
                {hero.primaryCta}
              </Button>
              {!isAuthenticated && (
                <Button component={Link} to="/signup" size="md" variant="outline" color="white">
                  {hero.secondaryCta}
                </Button>
              )}
            </Group>
          </Stack>
        </Container>
      </Box>

      <Section id="home-features" title="What you can do on Oversight">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {features.map((block, i) => (
            <BlockCard key={block.title} block={block} icon={FEATURE_ICONS[i % FEATURE_ICONS.length]!} />
          ))}
        </SimpleGrid>
      </Section>

      <Section id="home-steps" title="How it works" muted>
        <SimpleGrid component="ol" cols={{ base: 1, md: 3 }} spacing="lg" className={classes.steps}>
          {steps.map((block, i) => {
            const StepIcon = STEP_ICONS[i % STEP_ICONS.length]!;
            return (
              <Box component="li" key={block.title}>
                <Group gap="sm" mb="sm" wrap="nowrap">
                  <ThemeIcon size={40} radius="xl" aria-hidden>
                    <StepIcon size={20} />
                  </ThemeIcon>
                  <Title order={3} size="h4">
                    <Text span c="gray.7" inherit>
                      {i + 1}.{' '}
                    </Text>
                    {block.title}
                  </Title>
                </Group>
                <Text c="gray.7" lh={1.6}>
                  {block.body}
                </Text>
              </Box>
            );
          })}
        </SimpleGrid>
      </Section>

      <Section id="home-audiences" title="Who Oversight is for">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {audiences.map((block, i) => (
            <BlockCard key={block.title} block={block} icon={AUDIENCE_ICONS[i % AUDIENCE_ICONS.length]!} />
          ))}
        </SimpleGrid>
      </Section>

      <Box component="section" aria-labelledby="home-closing" className={classes.closing}>
        <Container size="md" py={{ base: 48, sm: 72 }} ta="center">
          <Title order={2} id="home-closing" c="white" mb="sm">
            {closing.title}
          </Title>
          <Text c="white" size="lg" lh={1.6} mb="xl">
            {closing.body}
          </Text>
          <Button
            component={Link}
            to={isAuthenticated ? '/citizen/discover' : '/signup'}
            size="md"
            variant="white"
            c="oversight.9"
            rightSection={<IconArrowRight size={18} aria-hidden />}
          >
            {closing.cta}
          </Button>
        </Container>
      </Box>
    </>
  );
}
