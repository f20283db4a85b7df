import { Alert, Button, Group, Paper, Stack, Stepper, Text } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import type { ProjectSuggestion } from '@oversight/shared/projects/organization-projects.schemas';
import type { Project } from '@oversight/shared/projects/projects.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { showSuccess } from '../../../../lib/toasts';
import { workspaceKeys } from '../../api/keys';
import {
  createProject,
  fetchSuggestions,
  publishProject,
  updateProject,
  updateProjectImage,
} from '../../api/projects';
import { BudgetStep } from './budget-step';
import { ContractorsStep } from './contractors-step';
import { ImageStep } from './image-step';
import { InformationStep } from './information-step';
import { LocationStep } from './location-step';
import {
  emptyProjectForm,
  formValuesOf,
  toSaveBody,
  validateProjectForm,
  type FormErrors,
  type ProjectFormValues,
} from './save-rules';

const STEPS = ['Information', 'Location', 'Contractors', 'Budget', 'Image'] as const;

export interface ProjectFormProps {
  project?: Project;
  /** Whether the organisation may publish (a contractor never does). */
  canPublish: boolean;
  onSaved: (project: Project) => void;
  /** A new project made as a part of this project (its public id). */
  parentId?: string;
}

/**
 * The project form in five steps. "Save draft" creates or updates the project (never published by it); "Publish"
 * saves, then publishes. Each save applies the save rules of save-rules.ts; the server checks them again.
 */
export function ProjectForm({ project, canPublish, onSaved, parentId }: ProjectFormProps) {
  const queryClient = useQueryClient();
  const wide = useMediaQuery('(min-width: 48em)', true);
  const [values, setValues] = useState<ProjectFormValues>(() =>
    project ? formValuesOf(project) : emptyProjectForm(),
  );
  const [errors, setErrors] = useState<FormErrors>({});
  const [step, setStep] = useState(0);
  const [image, setImage] = useState<File | null>(null);
  const [busy, setBusy] = useState<'draft' | 'publish' | null>(null);
  const [suggestions, setSuggestions] = useState<ProjectSuggestion[]>([]);
  const [lookFor] = useDebouncedValue({ name: values.name.trim(), code: values.code.trim() }, 600);

  useEffect(() => {
    if (lookFor.name.length < 4 && lookFor.code.length < 2) return setSuggestions([]);
    let stale = false;
    fetchSuggestions({
      ...(lookFor.name ? { name: lookFor.name } : {}),
      ...(lookFor.code ? { code: lookFor.code } : {}),
      ...(project ? { exclude: project.public_id } : {}),
    })
      .then((found) => !stale && setSuggestions(found.results))
      .catch(() => undefined);
    return () => {
      stale = true;
    };
  }, [lookFor.name, lookFor.code, project]);

  const set: <K extends keyof ProjectFormValues>(key: K, value: ProjectFormValues[K]) => void = (
    key,
    value,
  ) => {
    setValues((previous) => ({ ...previous, [key]: value }));
    setErrors((previous) => ({ ...previous, [key]: undefined }));
  };

  async function save(publish: boolean) {
    const found = validateProjectForm(values);
    setErrors(found);
    if (Object.keys(found).length) {
      setStep(['name', 'code', 'end_date', 'percentage_completed', 'links'].some((k) => k in found) ? 0 : 3);
      return;
    }
    setBusy(publish ? 'publish' : 'draft');
    try {
      const body = { ...toSaveBody(values), ...(parentId && !project ? { parent: parentId } : {}) };
      let saved = project ? await updateProject(project.public_id, body) : await createProject(body);
      if (image) saved = await updateProjectImage(saved.public_id, image);
      if (publish && !saved.is_published) saved = await publishProject(saved.public_id);
      setImage(null);
      await queryClient.invalidateQueries({ queryKey: workspaceKeys.all });
      await queryClient.invalidateQueries({ queryKey: ['projects'] });
      showSuccess(publish ? 'Published: the public can see this project now' : 'Updated successfully');
      onSaved(saved);
    } catch {
      // The API client showed each field's message.
    } finally {
      setBusy(null);
    }
  }

  const stepProps = { values, errors, set };
  return (
    <Stack gap="md">
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
        {!wide && (
          <Text size="sm" fw={600} mb="xs" aria-live="polite">
            Step {step + 1} of {STEPS.length}: {STEPS[step]}
          </Text>
        )}
        {/* Phones show numbered steps only (the labels would not fit) and the step's name above. */}
        <Stepper active={step} onStepClick={setStep} allowNextStepsSelect size={wide ? 'sm' : 'xs'}>
          <Stepper.Step label={wide ? STEPS[0] : undefined} aria-label={STEPS[0]}>
            <InformationStep {...stepProps} suggestions={suggestions} />
          </Stepper.Step>
          <Stepper.Step label={wide ? STEPS[1] : undefined} aria-label={STEPS[1]}>
            <LocationStep {...stepProps} />
          </Stepper.Step>
          <Stepper.Step label={wide ? STEPS[2] : undefined} aria-label={STEPS[2]}>
            <ContractorsStep {...stepProps} />
          </Stepper.Step>
          <Stepper.Step label={wide ? STEPS[3] : undefined} aria-label={STEPS[3]}>
            <BudgetStep {...stepProps} />
          </Stepper.Step>
          <Stepper.Step label={wide ? STEPS[4] : undefined} aria-label={STEPS[4]}>
            <ImageStep current={project?.image ?? null} file={image} onChange={setImage} />
          </Stepper.Step>
        </Stepper>
      </Paper>
      {Object.values(errors).some(Boolean) && (
        <Alert color="red" variant="light" role="alert" title="Some fields need attention">
          {Object.values(errors).filter(Boolean).join(' ')}
        </Alert>
      )}
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm">
          <Button variant="default" disabled={step === 0} onClick={() => setStep((s) => s - 1)}>
            Back
          </Button>
          <Button variant="light" disabled={step === STEPS.length - 1} onClick={() => setStep((s) => s + 1)}>
            Next: {STEPS[Math.min(step + 1, STEPS.length - 1)]}
          </Button>
        </Group>
        <Group gap="sm">
          <Button
            variant="outline"
            loading={busy === 'draft'}
            disabled={busy !== null}
            onClick={() => void save(false)}
          >
            {project?.is_published ? 'Save changes' : 'Save draft'}
          </Button>
          {canPublish && !project?.is_published && (
            <Button loading={busy === 'publish'} disabled={busy !== null} onClick={() => void save(true)}>
              Publish
            </Button>
          )}
        </Group>
      </Group>
    </Stack>
  );
}
