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
import { useTranslation, type MessageKey } from '../../i18n';
import classes from './home-page.module.css';

type HomeBlock = { title: MessageKey; body: MessageKey };
const FEATURES: HomeBlock[] = [
  { title: 'home.f1Title', body: 'home.f1Body' },
  { title: 'home.f2Title', body: 'home.f2Body' },
  { title: 'home.f3Title', body: 'home.f3Body' },
  { title: 'home.f4Title', body: 'home.f4Body' },
  { title: 'home.f5Title', body: 'home.f5Body' },
  { title: 'home.f6Title', body: 'home.f6Body' },
];
const STEPS: HomeBlock[] = [
  { title: 'home.s1Title', body: 'home.s1Body' },
  { title: 'home.s2Title', body: 'home.s2Body' },
  { title: 'home.s3Title', body: 'home.s3Body' },
];
const AUDIENCES: HomeBlock[] = [
  { title: 'home.a1Title', body: 'home.a1Body' },
  { title: 'home.a2Title', body: 'home.a2Body' },
  { title: 'home.a3Title', body: 'home.a3Body' },
  { title: 'home.a4Title', body: 'home.a4Body' },
];

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
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="lg" h="100%">
      <ThemeIcon size={44} radius="md" variant="light" mb="md" aria-hidden>
        <BlockIcon size={24} stroke={1.6} />
      </ThemeIcon>
      <Title order={3} size="h4" mb="xs">
        {t(block.title)}
      </Title>
      <Text c="gray.7" size="sm" lh={1.6}>
        {t(block.body)}
      </Text>
    </Card>
  );
}

/** The public landing page; its words are the `home` catalogue's. */
export function HomePage({ isAuthenticated = false }: { isAuthenticated?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Box component="section" aria-labelledby="home-hero" className={classes.hero}>
        <Container size="lg" py={{ base: 56, sm: 96 }}>
          <Stack gap="lg" maw={720}>
            <Badge variant="white" color="oversight" size="lg" radius="sm" w="fit-content">
              {t('home.badge')}
            </Badge>
            <Title order={1} id="home-hero" c="white" className={classes.heroTitle}>
              {t('home.heroTitle')}
            </Title>
            <Text c="white" size="lg" lh={1.6}>
              {t('home.heroSubtitle')}
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
                {t('home.primaryCta')}
              </Button>
              {!isAuthenticated && (
                <Button component={Link} to="/signup" size="md" variant="outline" color="white">
                  {t('home.secondaryCta')}
                </Button>
              )}
            </Group>
          </Stack>
        </Container>
      </Box>

      <Section id="home-features" title={t('home.featuresTitle')}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {FEATURES.map((block, i) => (
            <BlockCard key={block.title} block={block} icon={FEATURE_ICONS[i % FEATURE_ICONS.length]!} />
          ))}
        </SimpleGrid>
      </Section>

      <Section id="home-steps" title={t('home.stepsTitle')} muted>
        <SimpleGrid component="ol" cols={{ base: 1, md: 3 }} spacing="lg" className={classes.steps}>
          {STEPS.map((block, i) => {
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
                    {t(block.title)}
                  </Title>
                </Group>
                <Text c="gray.7" lh={1.6}>
                  {t(block.body)}
                </Text>
              </Box>
            );
          })}
        </SimpleGrid>
      </Section>

      <Section id="home-audiences" title={t('home.audiencesTitle')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {AUDIENCES.map((block, i) => (
            <BlockCard key={block.title} block={block} icon={AUDIENCE_ICONS[i % AUDIENCE_ICONS.length]!} />
          ))}
        </SimpleGrid>
      </Section>

      <Box component="section" aria-labelledby="home-closing" className={classes.closing}>
        <Container size="md" py={{ base: 48, sm: 72 }} ta="center">
          <Title order={2} id="home-closing" c="white" mb="sm">
            {t('home.closingTitle')}
          </Title>
          <Text c="white" size="lg" lh={1.6} mb="xl">
            {t('home.closingBody')}
          </Text>
          <Button
            component={Link}
            to={isAuthenticated ? '/citizen/discover' : '/signup'}
            size="md"
            variant="white"
            c="oversight.9"
            rightSection={<IconArrowRight size={18} aria-hidden />}
          >
            {t('home.closingCta')}
          </Button>
        </Container>
      </Box>
    </>
  );
}
