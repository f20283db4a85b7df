import {
  ActionIcon,
  Button,
  Card,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconMapPin, IconPlus, IconTrash } from '@tabler/icons-react';
import { lgasOfState } from '@oversight/shared/reference/lgas';
import { findStateByName, NIGERIAN_STATES } from '@oversight/shared/reference/states';
import { lazy, Suspense, useMemo, useState } from 'react';
import type { ProjectFormValues } from './save-rules';
import { useProjectForm } from './step-props';

const LocationMap = lazy(() => import('./location-map'));
const STATE_DATA = NIGERIAN_STATES.map((state) => ({ value: state.filterName, label: state.name }));
type Place = ProjectFormValues['places'][number];
const blank = (): Place => ({ state: '', lga: '', ward: '', latitude: null, longitude: null });

/** Step 2: where the project is. Pick state, LGA and ward; click the map for the exact point (else the LGA's). */
export function LocationStep() {
  const { values, errors, set } = useProjectForm();
  const [draft, setDraft] = useState<Place>(blank);
  const state = draft.state ? findStateByName(draft.state) : null;
  const lgaData = useMemo(() => (state ? lgasOfState(state.id).map((lga) => lga.name) : []), [state]);
  const focus = useMemo(() => {
    if (draft.latitude !== null && draft.longitude !== null) return null;
    const lga = state && draft.lga ? lgasOfState(state.id).find((l) => l.name === draft.lga) : null;
    if (lga) return { lat: lga.latitude, lng: lga.longitude, zoom: 11 };
    return state ? { lat: state.latitude, lng: state.longitude, zoom: 8 } : null;
  }, [state, draft.lga, draft.latitude, draft.longitude]);
  const points = [...values.places, draft].flatMap((p) =>
    p.latitude !== null && p.longitude !== null ? [{ lat: p.latitude, lng: p.longitude }] : [],
  );

  const add = () => {
    set('places', [...values.places, draft]);
    setDraft(blank());
  };

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select
          label="State"
          data={STATE_DATA}
          value={draft.state || null}
          searchable
          onChange={(v) => setDraft({ ...draft, state: v ?? '', lga: '', latitude: null, longitude: null })}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label="LGA"
          data={lgaData}
          value={draft.lga || null}
          searchable
          disabled={!state}
          placeholder={state ? 'Choose an LGA' : 'Choose a state first'}
          onChange={(v) => setDraft({ ...draft, lga: v ?? '', latitude: null, longitude: null })}
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput
          label="Ward"
          value={draft.ward}
          onChange={(e) => setDraft({ ...draft, ward: e.currentTarget.value })}
        />
      </SimpleGrid>
      <Suspense
        fallback={
          <Group h={320} justify="center">
            <Loader aria-label="Loading the map" />
          </Group>
        }
      >
        <LocationMap
          points={points}
          focus={focus}
          onPick={(latitude, longitude) => setDraft({ ...draft, latitude, longitude })}
        />
      </Suspense>
      <Group justify="space-between">
        <Text size="sm" c="gray.7" aria-live="polite">
          {draft.latitude !== null
            ? `Point: ${draft.latitude}, ${draft.longitude}`
            : 'Click the map for the exact point (optional).'}
        </Text>
        <Button leftSection={<IconPlus size={16} />} disabled={!draft.state} onClick={add}>
          Add this location
        </Button>
      </Group>
      {errors.places && (
        <Text c="red.8" size="sm" role="alert">
          {errors.places.message}
        </Text>
      )}
      <Stack gap="xs" aria-label="Project locations">
        {values.places.length === 0 ? (
          <Text size="sm" c="gray.7">
            No location yet.
          </Text>
        ) : (
          values.places.map((place, index) => (
            <Card key={index} withBorder padding="xs">
              <Group justify="space-between" wrap="nowrap">
                <Group gap="xs" wrap="nowrap">
                  <IconMapPin size={18} aria-hidden />
                  <Text size="sm">
                    {[place.ward, place.lga, findStateByName(place.state)?.name ?? place.state]
                      .filter(Boolean)
                      .join(', ')}
                    {place.latitude !== null ? ` (${place.latitude}, ${place.longitude})` : ''}
                  </Text>
                </Group>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove location ${index + 1}`}
                  onClick={() =>
                    set(
                      'places',
                      values.places.filter((_, i) => i !== index),
                    )
                  }
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            </Card>
          ))
        )}
      </Stack>
    </Stack>
  );
}
