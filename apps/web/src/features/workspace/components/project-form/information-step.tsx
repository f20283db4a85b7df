import {
  Alert,
  Anchor,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { ProjectSuggestion } from '@oversight/shared/projects/organization-projects.schemas';
import { PROJECT_STATUSES, type ProjectStatus } from '@oversight/shared/reference/enums';
import { SDGS } from '@oversight/shared/reference/sdgs';
import { SECTORS } from '@oversight/shared/reference/sectors';
import { Link } from 'react-router';
import { useProjectForm } from './step-props';

const STATUS_DATA = (Object.keys(PROJECT_STATUSES) as ProjectStatus[]).map((value) => ({
  value,
  label: PROJECT_STATUSES[value].label,
}));
const SECTOR_DATA = SECTORS.map((sector) => ({ value: sector.key, label: sector.name }));
const SDG_DATA = SDGS.map((sdg) => ({ value: String(sdg.id), label: `${sdg.id}. ${sdg.name}` }));

/** Step 1: what the project is. Similar existing projects are shown under the name and code to stop duplicates. */
export function InformationStep({ suggestions }: { suggestions: ProjectSuggestion[] }) {
  const { register, values, errors, set } = useProjectForm();
  return (
    <Stack gap="md">
      <TextInput label="Project name" required {...register('name')} error={errors.name?.message} />
      <TextInput
        label="Project code"
        description="Your own reference, for example FMW-2025-0042. Imports update projects by this code."
        required
        {...register('code')}
        error={errors.code?.message}
      />
      {suggestions.length > 0 && (
        <Alert color="yellow" variant="light" title="Similar projects already exist" role="status">
          <Stack gap={4}>
            {suggestions.slice(0, 4).map((s) => (
              <Text size="sm" key={s.public_id}>
                <Anchor component={Link} to={`/mda/project/${s.public_id}`}>
                  {s.name}
                </Anchor>{' '}
                ({s.code}
                {s.organization ? `, ${s.organization}` : ''}) {s.matched_on === 'code' ? '— same code' : ''}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
      <Textarea label="Description" autosize minRows={3} maxRows={10} {...register('description')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="Status"
          data={STATUS_DATA}
          value={values.status}
          allowDeselect={false}
          onChange={(v) => set('status', v ?? 'NOT_STARTED')}
        />
        <TextInput
          label="Percentage completed"
          inputMode="decimal"
          {...register('percentage_completed')}
          error={errors.percentage_completed?.message}
        />
        <TextInput label="Start date" type="date" {...register('start_date')} />
        <TextInput label="End date" type="date" {...register('end_date')} error={errors.end_date?.message} />
      </SimpleGrid>
      <MultiSelect
        label="Sectors"
        data={SECTOR_DATA}
        value={values.sectors}
        searchable
        clearable
        onChange={(v) => set('sectors', v)}
      />
      <MultiSelect
        label="Development goals (SDGs)"
        data={SDG_DATA}
        value={values.sdgs}
        searchable
        clearable
        onChange={(v) => set('sdgs', v)}
      />
      <TagsInput
        label="Tags"
        description="Press Enter after each tag."
        value={values.tags}
        onChange={(v) => set('tags', v)}
        maxTags={20}
      />
      <Textarea
        label="Links"
        description="One per line, starting with http://, https:// or ftp://"
        autosize
        minRows={2}
        {...register('links')}
        error={errors.links?.message}
      />
    </Stack>
  );
}
