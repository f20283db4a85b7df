import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Checkbox, Stack, Text, TextInput } from '@mantine/core';
import {
  PASSWORD_SAME_AS_EMAIL,
  emailSchema,
  newPasswordSchema,
  passwordEqualsEmail,
} from '@oversight/shared/accounts/accounts.schemas';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import type { SessionResponse } from '../../../lib/auth-store';
import { register as registerAccount } from '../api/register';
import { NewPasswordFields } from '../components/new-password-fields';
import { applyServerErrors } from '../../../lib/form-errors';
import type { SignupAccountType } from './signup-store';
import { StepFrame } from './step-frame';
import { useTranslation } from '../../../i18n';
import { formMessage, formMessages } from '../../../i18n/form-messages';
import { tRich } from '../../../i18n/rich';

const credentialsSchema = z
  .object({
    email: emailSchema,
    password: newPasswordSchema,
    confirm: z.string(),
    company_name: z.string().trim().max(200),
    rc_number: z.string().trim().max(50),
    contact_no: z.string().trim().max(30),
    terms: z.boolean().refine((v) => v, 'Accept the terms to create an account.'),
    isCso: z.boolean(),
  })
  .superRefine((values, ctx) => {
    if (values.confirm !== values.password)
      ctx.addIssue({ code: 'custom', path: ['confirm'], message: "The two passwords don't match." });
    if (passwordEqualsEmail(values.password, values.email))
      ctx.addIssue({ code: 'custom', path: ['password'], message: PASSWORD_SAME_AS_EMAIL });
    if (values.isCso) {
      if (!values.company_name)
        ctx.addIssue({ code: 'custom', path: ['company_name'], message: 'Enter the organisation name.' });
      if (!values.rc_number)
        ctx.addIssue({ code: 'custom', path: ['rc_number'], message: 'Enter the RC number.' });
      if (!values.contact_no)
        ctx.addIssue({ code: 'custom', path: ['contact_no'], message: 'Enter a contact phone number.' });
    }
  });
type CredentialsInput = z.input<typeof credentialsSchema>;
type CredentialsOutput = z.output<typeof credentialsSchema>;

const FIELDS = ['email', 'password', 'company_name', 'rc_number', 'contact_no'] as const;

export type CredentialsStepProps = {
  accountType: SignupAccountType;
  email: string;
  onBack: () => void;
  onRegistered: (response: SessionResponse, email: string) => void;
};

export function CredentialsStep({ accountType, email, onBack, onRegistered }: CredentialsStepProps) {
  const { t } = useTranslation();
  const isCso = accountType === 'CSO';
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CredentialsInput, unknown, CredentialsOutput>({
    resolver: zodResolver(credentialsSchema),
    defaultValues: {
      email,
      password: '',
      confirm: '',
      company_name: '',
      rc_number: '',
      contact_no: '',
      terms: false,
      isCso,
    },
  });
  const password = useWatch({ control, name: 'password' });
  const typedEmail = useWatch({ control, name: 'email' });
  const companyName = useWatch({ control, name: 'company_name' });

  const onSubmit = handleSubmit(async (values) => {
    setFormErrors([]);
    try {
      const response = await registerAccount({
        account_type: accountType,
        email: values.email,
        password: values.password,
        ...(isCso
          ? {
              company_name: values.company_name,
              rc_number: values.rc_number,
              contact_no: values.contact_no,
              display_name: values.company_name,
            }
          : {}),
      });
      onRegistered(response, values.email);
    } catch (error) {
      setFormErrors(applyServerErrors(error, setError, FIELDS));
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('auth.createForm')}>
      <StepFrame
        title={isCso ? t('auth.orgAccount') : t('auth.createForm')}
        description={isCso ? t('auth.credentialsCso') : t('auth.credentialsCitizen')}
        errors={formMessages(formErrors)}
        onBack={onBack}
        primary={
          <Button type="submit" loading={isSubmitting}>
            {t('auth.createAccount')}
          </Button>
        }
      >
        <Stack gap="md">
          {isCso && (
            <>
              <TextInput
                label={t('auth.orgName')}
                required
                autoComplete="organization"
                error={formMessage(errors.company_name?.message)}
                {...register('company_name')}
              />
              <TextInput
                label={t('auth.rcNumber')}
                description={t('auth.rcHint')}
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
            </>
          )}
          <TextInput
            label={t('auth.email')}
            type="email"
            required
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            error={formMessage(errors.email?.message)}
            {...register('email')}
          />
          <NewPasswordFields
            value={password}
            context={{ email: typedEmail, names: [companyName] }}
            password={{
              label: t('auth.password'),
              error: formMessage(errors.password?.message),
              registration: register('password'),
            }}
            confirm={{
              label: t('auth.confirmPassword'),
              error: formMessage(errors.confirm?.message),
              registration: register('confirm'),
            }}
          />
          <Checkbox
            error={formMessage(errors.terms?.message)}
            label={
              <Text size="sm" component="span">
                {tRich('auth.acceptTerms', {
                  terms: (
                    <Anchor href="/terms" target="_blank" inherit>
                      {t('auth.termsOfUse')}
                    </Anchor>
                  ),
                  privacy: (
                    <Anchor href="/privacy" target="_blank" inherit>
                      {t('auth.privacyPolicy')}
                    </Anchor>
                  ),
                  guidelines: (
                    <Anchor href="/community-guidelines" target="_blank" inherit>
                      {t('auth.guidelines')}
                    </Anchor>
                  ),
                })}
              </Text>
            }
            {...register('terms')}
          />
        </Stack>
      </StepFrame>
    </form>
  );
}
