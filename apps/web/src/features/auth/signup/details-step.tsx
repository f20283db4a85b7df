import { zodResolver } from '@hookform/resolvers/zod';
import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UpdateMeBody } from '@oversight/shared/accounts/accounts.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { useAuthStore } from '../../../lib/auth-store';
import { currentUserKey } from '../api/current-user';
import { toSessionUser } from '../api/types';
import { updateMe } from '../api/update-me';
import { StateSelect } from '../components/state-select';
import { applyServerErrors } from '../../../lib/form-errors';
import type { SignupAccountType } from './signup-store';
import { StepFrame } from './step-frame';
import { useTranslation } from '../../../i18n';
import { formMessage, formMessages } from '../../../i18n/form-messages';

const detailsSchema = z
  .object({
    isCso: z.boolean(),
    display_name: z.string().trim().max(100, 'Use at most 100 characters.'),
    first_name: z.string().trim().max(100, 'Use at most 100 characters.'),
    last_name: z.string().trim().max(100, 'Use at most 100 characters.'),
    state_of_residence: z.string().nullable(),
    company_name: z.string().trim().max(200, 'Use at most 200 characters.'),
    rc_number: z.string().trim().max(50, 'Use at most 50 characters.'),
    contact_no: z.string().trim().max(30, 'Use at most 30 characters.'),
  })
  .superRefine((v, ctx) => {
    const need = (field: keyof typeof v, message: string) => {
      if (!v[field]) ctx.addIssue({ code: 'custom', path: [field], message });
    };
    if (v.isCso) {
      need('company_name', 'Enter the organisation name.');
      need('rc_number', 'Enter the RC number.');
      need('contact_no', 'Enter a contact phone number.');
    } else {
      need('display_name', 'Enter the name other people will see.');
    }
  });
type DetailsValues = z.infer<typeof detailsSchema>;
const FIELDS = [
  'display_name',
  'first_name',
  'last_name',
  'state_of_residence',
  'company_name',
  'rc_number',
  'contact_no',
] as const;

export type DetailsStepProps = { accountType: SignupAccountType; onBack: () => void; onNext: () => void };

export function DetailsStep({ accountType, onBack, onNext }: DetailsStepProps) {
  const { t } = useTranslation();
  const isCso = accountType === 'CSO';
  const user = useAuthStore((s) => s.user);
  const setUser = useAuthStore((s) => s.setUser);
  const queryClient = useQueryClient();
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DetailsValues>({
    resolver: zodResolver(detailsSchema),
    defaultValues: {
      isCso,
      display_name: user?.display_name ?? '',
      first_name: user?.first_name ?? '',
      last_name: user?.last_name ?? '',
      state_of_residence: user?.state_of_residence ?? null,
      company_name: user?.company_name ?? '',
      rc_number: user?.rc_number ?? '',
      contact_no: user?.contact_no ?? '',
    },
  });

  const onSubmit = handleSubmit(async (v) => {
    setFormErrors([]);
    const body: UpdateMeBody = isCso
      ? {
          company_name: v.company_name,
          rc_number: v.rc_number,
          contact_no: v.contact_no,
          display_name: v.display_name || v.company_name,
        }
      : {
          display_name: v.display_name,
          first_name: v.first_name,
          last_name: v.last_name,
          state_of_residence: v.state_of_residence,
        };
    try {
      const updated = await updateMe(body);
      setUser(toSessionUser(updated));
      queryClient.setQueryData(currentUserKey, updated);
      onNext();
    } catch (error) {
      setFormErrors(applyServerErrors(error, setError, FIELDS));
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('auth.detailsForm')}>
      <StepFrame
        title={isCso ? t('auth.aboutOrg') : t('auth.aboutYou')}
        description={isCso ? t('auth.detailsCso') : t('auth.detailsCitizen')}
        errors={formMessages(formErrors)}
        onBack={onBack}
        primary={
          <Button type="submit" loading={isSubmitting}>
            {t('auth.continue')}
          </Button>
        }
      >
        {isCso ? (
          <Stack gap="md">
            <TextInput
              label={t('auth.orgName')}
              required
              autoComplete="organization"
              error={formMessage(errors.company_name?.message)}
              {...register('company_name')}
            />
            <TextInput
              label={t('auth.rcNumber')}
              required
              error={formMessage(errors.rc_number?.message)}
              {...register('rc_number')}
            />
            <TextInput
              label={t('auth.contactPhone')}
              type="tel"
              required
              autoComplete="tel"
              error={formMessage(errors.contact_no?.message)}
              {...register('contact_no')}
            />
          </Stack>
        ) : (
          <Stack gap="md">
            <TextInput
              label={t('auth.displayName')}
              required
              autoComplete="nickname"
              error={formMessage(errors.display_name?.message)}
              {...register('display_name')}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <TextInput
                label={t('auth.firstName')}
                autoComplete="given-name"
                error={formMessage(errors.first_name?.message)}
                {...register('first_name')}
              />
              <TextInput
                label={t('auth.lastName')}
                autoComplete="family-name"
                error={formMessage(errors.last_name?.message)}
                {...register('last_name')}
              />
            </SimpleGrid>
            <Controller
              control={control}
              name="state_of_residence"
              render={({ field }) => (
                <StateSelect
                  label={t('auth.stateOfResidence')}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={formMessage(errors.state_of_residence?.message)}
                />
              )}
            />
          </Stack>
        )}
      </StepFrame>
    </form>
  );
}
