import {
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  FOLLOWED_PLACE_KINDS,
  PLACE_DELIVERIES,
  PLACE_RADII_KM,
  type FollowedPlace,
  type FollowedPlaceKind,
  type PlaceDelivery,
} from '@oversight/shared/notifications/followed-places.schemas';
import { lgasOfState } from '@oversight/shared/reference/lgas';
import { SECTORS } from '@oversight/shared/reference/sectors';
import { findStateByName, NIGERIAN_STATES } from '@oversight/shared/reference/states';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { useTranslation, type MessageKey } from '../../../i18n';
import { formMessages } from '../../../i18n/form-messages';
import { formErrors } from '../../../lib/form-errors';
import {
  followedPlacesQuery,
  ministryOptionsQuery,
  useChangePlaceDelivery,
  useFollowPlace,
  useUnfollowPlace,
  type FollowPlaceInput,
} from '../api/followed-places';

const KIND_LABELS: Record<FollowedPlaceKind, MessageKey> = {
  state: 'notifications.placeKindState',
  lga: 'notifications.placeKindLga',
  sector: 'notifications.placeKindSector',
  ministry: 'notifications.placeKindMinistry',
  point: 'notifications.placeKindPoint',
};
const DELIVERY_LABELS: Record<PlaceDelivery, MessageKey> = {
  instant: 'notifications.placeInstant',
  daily: 'notifications.placeDaily',
};

type Draft = {
  kind: FollowedPlaceKind;
  state: string | null;
  lga: string | null;
  sector: string | null;
  ministry: string | null;
  radius: string;
  label: string;
  position: { latitude: number; longitude: number } | null;
  delivery: PlaceDelivery;
};

const emptyDraft = (state: string | null): Draft => ({
  kind: 'state',
  state,
  lga: null,
  sector: null,
  ministry: null,
  radius: '5',
  label: '',
  position: null,
  delivery: 'daily',
});

function toBody(draft: Draft): FollowPlaceInput | null {
  const delivery = draft.delivery;
  switch (draft.kind) {
    case 'state':
      return draft.state ? { kind: 'state', state: draft.state, delivery } : null;
    case 'lga':
      return draft.state && draft.lga ? { kind: 'lga', state: draft.state, lga: draft.lga, delivery } : null;
    case 'sector':
      return draft.sector ? { kind: 'sector', sector: draft.sector, delivery } : null;
    case 'ministry':
      return draft.ministry ? { kind: 'ministry', ministry: draft.ministry, delivery } : null;
    case 'point':
      return draft.position
        ? { kind: 'point', ...draft.position, radius_km: Number(draft.radius), label: draft.label, delivery }
        : null;
  }
}

function PlaceRow({ place }: { place: FollowedPlace }) {
  const { t } = useTranslation();
  const change = useChangePlaceDelivery();
  const unfollow = useUnfollowPlace();
  return (
    <Group justify="space-between" gap="xs" wrap="wrap" component="li">
      <div>
        <Text fw={600}>{place.label}</Text>
        <Text size="xs" c="gray.7">
          {t(KIND_LABELS[place.kind])}
        </Text>
      </div>
      <Group gap="xs" wrap="nowrap">
        <Select
          aria-label={t('notifications.placeDeliveryOf', { place: place.label })}
          data={PLACE_DELIVERIES.map((value) => ({ value, label: t(DELIVERY_LABELS[value]) }))}
          value={place.delivery}
          onChange={(value) => value && change.mutate({ id: place.id, delivery: value as PlaceDelivery })}
          allowDeselect={false}
          w={150}
          comboboxProps={{ withinPortal: false }}
        />
        <Button
          variant="subtle"
          color="red.8"
          loading={unfollow.isPending}
          onClick={() => unfollow.mutate(place.id)}
          aria-label={t('notifications.placeUnfollowOf', { place: place.label })}
        >
          {t('notifications.placeUnfollow')}
        </Button>
      </Group>
    </Group>
  );
}

/**
 * Alerts for a place or a subject: the states, LGAs, sectors, ministries and points the person follows, how they
 * hear of each, and a form to follow another. `homeState` (the person's state of residence) is offered first.
 */
export function FollowedPlacesPanel({ homeState }: { homeState?: string | null }) {
  const { t } = useTranslation();
  const places = useQuery(followedPlacesQuery());
  const follow = useFollowPlace();
  const [draft, setDraft] = useState<Draft>(() =>
    emptyDraft(homeState ? (findStateByName(homeState)?.name ?? null) : null),
  );
  const [errors, setErrors] = useState<string[]>([]);
  const [locating, setLocating] = useState(false);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const ministries = useQuery({ ...ministryOptionsQuery(debounced), enabled: draft.kind === 'ministry' });
  const set = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  const stateRef = draft.state ? findStateByName(draft.state) : null;
  const body = toBody(draft);

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setErrors([t('notifications.placeNoLocation')]);
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (found) => {
        setLocating(false);
        set({ position: { latitude: found.coords.latitude, longitude: found.coords.longitude } });
      },
      () => {
        setLocating(false);
        setErrors([t('notifications.placeNoLocation')]);
      },
      { timeout: 10_000, maximumAge: 60_000 },
    );
  };

  const submit = () => {
    if (!body) return;
    setErrors([]);
    follow.mutate(body, {
      onSuccess: () => setDraft(emptyDraft(null)),
      onError: (error) => {
        const { byField, other } = formErrors(error, []);
        setErrors(formMessages([...Object.values(byField).flat(), ...other]));
      },
    });
  };

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="followed-places-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="followed-places-title">
            {t('notifications.placesTitle')}
          </Title>
          <Text size="sm" c="gray.7">
            {t('notifications.placesIntro')}
          </Text>
        </div>
        {places.isPending ? (
          <Skeleton height={48} />
        ) : places.data?.length ? (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {places.data.map((place) => (
              <PlaceRow key={place.id} place={place} />
            ))}
          </Stack>
        ) : (
          <Text size="sm">{t('notifications.placesEmpty')}</Text>
        )}
        <Stack
          gap="sm"
          component="form"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Title order={3} size="h5">
            {t('notifications.placeAddTitle')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label={t('notifications.placeKind')}
              data={FOLLOWED_PLACE_KINDS.map((value) => ({ value, label: t(KIND_LABELS[value]) }))}
              value={draft.kind}
              onChange={(value) => value && set({ kind: value as FollowedPlaceKind })}
              allowDeselect={false}
              comboboxProps={{ withinPortal: false }}
            />
            {draft.kind === 'state' || draft.kind === 'lga' ? (
              <Select
                label={t('notifications.placeState')}
                placeholder={t('notifications.placeChooseState')}
                data={NIGERIAN_STATES.map((state) => state.name)}
                value={draft.state}
                onChange={(value) => set({ state: value, lga: null })}
                searchable
                comboboxProps={{ withinPortal: false }}
              />
            ) : null}
            {draft.kind === 'lga' ? (
              <Select
                label={t('notifications.placeLga')}
                placeholder={t('notifications.placeChooseLga')}
                data={stateRef ? lgasOfState(stateRef.id).map((lga) => lga.name) : []}
                disabled={!stateRef}
                value={draft.lga}
                onChange={(value) => set({ lga: value })}
                searchable
                comboboxProps={{ withinPortal: false }}
              />
            ) : null}
            {draft.kind === 'sector' ? (
              <Select
                label={t('notifications.placeSector')}
                placeholder={t('notifications.placeChooseSector')}
                data={SECTORS.map((sector) => sector.name)}
                value={draft.sector}
                onChange={(value) => set({ sector: value })}
                searchable
                comboboxProps={{ withinPortal: false }}
              />
            ) : null}
            {draft.kind === 'ministry' ? (
              <Select
                label={t('notifications.placeMinistry')}
                placeholder={t('notifications.placeChooseMinistry')}
                data={(ministries.data ?? []).map((org) => ({ value: org.username, label: org.name }))}
                value={draft.ministry}
                onChange={(value) => set({ ministry: value })}
                searchable
                searchValue={search}
                onSearchChange={setSearch}
                nothingFoundMessage={t('notifications.placeNothingFound')}
                comboboxProps={{ withinPortal: false }}
              />
            ) : null}
            {draft.kind === 'point' ? (
              <>
                <TextInput
                  label={t('notifications.placeLabel')}
                  placeholder={t('notifications.placeLabelHint')}
                  maxLength={80}
                  value={draft.label}
                  onChange={(event) => set({ label: event.currentTarget.value })}
                />
                <Select
                  label={t('notifications.placeRadius')}
                  data={PLACE_RADII_KM.map((km) => ({ value: String(km), label: `${km} km` }))}
                  value={draft.radius}
                  onChange={(value) => value && set({ radius: value })}
                  allowDeselect={false}
                  comboboxProps={{ withinPortal: false }}
                />
                <div>
                  <UnstyledButton
                    onClick={locate}
                    c="oversight.8"
                    td="underline"
                    fz="sm"
                    disabled={locating}
                    aria-live="polite"
                  >
                    {draft.position
                      ? t('notifications.placeLocated', {
                          latitude: draft.position.latitude.toFixed(3),
                          longitude: draft.position.longitude.toFixed(3),
                        })
                      : locating
                        ? t('notifications.placeLocating')
                        : t('notifications.placeUseLocation')}
                  </UnstyledButton>
                </div>
              </>
            ) : null}
            <Select
              label={t('notifications.placeDelivery')}
              data={PLACE_DELIVERIES.map((value) => ({ value, label: t(DELIVERY_LABELS[value]) }))}
              value={draft.delivery}
              onChange={(value) => value && set({ delivery: value as PlaceDelivery })}
              allowDeselect={false}
              comboboxProps={{ withinPortal: false }}
            />
          </SimpleGrid>
          <FormErrorAlert messages={errors} title={t('notifications.placeNotFollowed')} />
          <Group>
            <Button type="submit" disabled={!body} loading={follow.isPending}>
              {t('notifications.placeFollow')}
            </Button>
          </Group>
        </Stack>
      </Stack>
    </Card>
  );
}
