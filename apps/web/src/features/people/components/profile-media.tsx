import { Badge, Image, SimpleGrid, Skeleton, UnstyledButton } from '@mantine/core';
import { IconPhoto, IconShieldCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ACTIVITY_PAGE_SIZE, profileMediaQuery } from '../api/profile-activity';
import { ActivityError, ActivityPagination, PrivateActivity, isForbidden } from './activity-states';
import { useTranslation } from '../../../i18n';

const COLS = { base: 3, sm: 4, md: 6 };

/** The Media tab: photos of their posts, each opening its post; photos checked on site say so. */
export function ProfileMedia({
  id,
  name,
  page,
  onPage,
}: {
  /** A profile's id, or 'me'. */
  id: string;
  name: string;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const query = useQuery(profileMediaQuery(id, (page - 1) * ACTIVITY_PAGE_SIZE));
  if (query.isPending) {
    return (
      <SimpleGrid cols={COLS} spacing="xs" aria-busy="true" aria-label={t('posts.loadingPhotos')}>
        {Array.from({ length: 6 }, (_, key) => (
          <Skeleton key={key} style={{ aspectRatio: '1' }} radius="sm" />
        ))}
      </SimpleGrid>
    );
  }
  if (query.error && !query.data) {
    return isForbidden(query.error) ? (
      <PrivateActivity name={name} />
    ) : (
      <ActivityError what="photos" onRetry={() => void query.refetch()} />
    );
  }
  const media = query.data.results;
  if (!media.length) {
    return (
      <EmptyState
        order={3}
        icon={<IconPhoto size={36} stroke={1.5} />}
        title={t('posts.noPhotos')}
        text={name === 'You' ? t('people.noPhotosOwn') : t('people.noPhotosText', { name })}
      />
    );
  }
  return (
    <>
      <SimpleGrid cols={COLS} spacing="xs">
        {media.map((item) => (
          <UnstyledButton
            key={item.id}
            component={Link}
            to={item.post_id ? `/post/${item.post_id}` : '#'}
            pos="relative"
            style={{ display: 'block', aspectRatio: '1', borderRadius: 6, overflow: 'hidden' }}
            aria-label={t(
              item.is_live_photo
                ? 'people.openPostLive'
                : item.location_source === 'device'
                  ? 'people.openPostDevice'
                  : 'people.openPost',
              { caption: item.caption || t('people.photo') },
            )}
          >
            <Image src={item.image} alt="" h="100%" w="100%" fit="cover" loading="lazy" />
            {item.is_live_photo ? (
              <Badge
                size="xs"
                color="green.8"
                leftSection={<IconShieldCheck size={10} aria-hidden />}
                style={{ position: 'absolute', left: 4, bottom: 4 }}
              >
                {t('people.onSite')}
              </Badge>
            ) : item.location_source === 'device' ? (
              <Badge
                size="xs"
                color="gray.8"
                variant="outline"
                bg="white"
                style={{ position: 'absolute', left: 4, bottom: 4 }}
              >
                {t('people.fromDevice')}
              </Badge>
            ) : null}
          </UnstyledButton>
        ))}
      </SimpleGrid>
      <ActivityPagination total={query.data.count} page={page} onChange={onPage} />
    </>
  );
}
