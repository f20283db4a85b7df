import { Alert, Button, Group, Paper, Stack, Stepper, Text } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import type { ProjectSuggestion } from '@oversight/shared/projects/organization-projects.schemas';
import type { Project } from '@oversight/shared/projects/projects.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { applyServerErrors } from '../../../../lib/form-errors';
import { showSuccess } from '../../../../lib/toasts';
import { fetchSuggestions, useSaveProject } from '../../api/projects';
import { BudgetStep } from './budget-step';
import { ContractorsStep } from './contractors-step';
import { ImageStep } from './image-step';
import { InformationStep } from './information-step';
import { LocationStep } from './location-step';
import {
  emptyProjectForm,
  formValuesOf,
  PROJECT_FORM_FIELDS,
  projectFormSchema,
  type ProjectFormValues,
} from './save-rules';

const STEPS = ['Information', 'Location', 'Contractors', 'Budget', 'Image'] as const;
/** The step showing each field not on the first step. */
const STEP_OF: Partial<Record<keyof ProjectFormValues, number>> = {
  places: 1,
  contractors: 2,
  total_project_cost: 3,
  total_amount_released: 3,
  total_amount_spent: 3,
  amount_budgeted: 3,
  plan: 3,
  yearly_appropriation: 3,
};

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
 * saves, then publishes. Each save applies the save rules of save-rules.ts (react-hook-form with the shared body
 * schemas); the server checks them again, and its 400 messages show under the fields.
 */
export function ProjectForm({ project, canPublish, onSaved, parentId }: ProjectFormProps) {
  const saveProject = useSaveProject();
  const wide = useMediaQuery('(min-width: 48em)', true);
  const form = useForm<ProjectFormValues, unknown, Record<string, unknown>>({
    resolver: zodResolver(projectFormSchema),
    defaultValues: project ? formValuesOf(project) : emptyProjectForm(),
  });
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;
  const [step, setStep] = useState(0);
  const [image, setImage] = useState<File | null>(null);
  const [busy, setBusy] = useState<'draft' | 'publish' | null>(null);
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const [suggestions, setSuggestions] = useState<ProjectSuggestion[]>([]);
  const [name, code] = useWatch({ control, name: ['name', 'code'] });
  const [lookFor] = useDebouncedValue({ name: name.trim(), code: code.trim() }, 600);

  useEffect(() => {
    if (lookFor.name.length < 4 && lookFor.code.length < 2) {
      setSuggestions([]);
      return;
    }
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

  /** Opens the step of the first field with a message. */
  const showStepOf = (fields: string[]) => {
    const steps = fields.map((field) => STEP_OF[field as keyof ProjectFormValues] ?? 0);
    if (steps.length) setStep(Math.min(...steps));
  };

  const save = (publish: boolean) =>
    handleSubmit(
      async (saveBody) => {
        setOtherErrors([]);
        setBusy(publish ? 'publish' : 'draft');
        try {
          const body = { ...saveBody, ...(parentId && !project ? { parent: parentId } : {}) };
          const saved = await saveProject.mutateAsync({ id: project?.public_id, body, image, publish });
          setImage(null);
          showSuccess(publish ? 'Published: the public can see this project now' : 'Updated successfully');
          onSaved(saved);
        } catch (error) {
          // A 400's messages go under their fields (the API client also showed them); the rest above the buttons.
          const other = applyServerErrors(error, setError, PROJECT_FORM_FIELDS, {
            geolocations: 'places',
            contractors_ids: 'contractors',
          });
          setOtherErrors(other);
          showStepOf(Object.keys(form.formState.errors));
        } finally {
          setBusy(null);
        }
      },
      (found) => showStepOf(Object.keys(found)),
    )();

  const messages = [
    ...Object.values(errors).flatMap((error) => (error.message ? [error.message] : [])),
    ...otherErrors,
  ];
  return (
    <FormProvider {...form}>
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
              <InformationStep suggestions={suggestions} />
            </Stepper.Step>
            <Stepper.Step label={wide ? STEPS[1] : undefined} aria-label={STEPS[1]}>
              <LocationStep />
            </Stepper.Step>
            <Stepper.Step label={wide ? STEPS[2] : undefined} aria-label={STEPS[2]}>
              <ContractorsStep />
            </Stepper.Step>
            <Stepper.Step label={wide ? STEPS[3] : undefined} aria-label={STEPS[3]}>
              <BudgetStep />
            </Stepper.Step>
            <Stepper.Step label={wide ? STEPS[4] : undefined} aria-label={STEPS[4]}>
              <ImageStep current={project?.image ?? null} file={image} onChange={setImage} />
            </Stepper.Step>
          </Stepper>
        </Paper>
        {messages.length > 0 && (
          <Alert color="red" variant="light" role="alert" title="Some fields need attention">
            {messages.join(' ')}
          </Alert>
        )}
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="sm">
            <Button variant="default" disabled={step === 0} onClick={() => setStep((s) => s - 1)}>
              Back
            </Button>
            <Button
              variant="light"
              disabled={step === STEPS.length - 1}
              onClick={() => setStep((s) => s + 1)}
            >
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
    </FormProvider>
  );
}
