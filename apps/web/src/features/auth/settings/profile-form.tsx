import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, Group, SimpleGrid, Stack, TextInput, Textarea, Title } from '@mantine/core';
import type { UpdateMeBody } from '@oversight/shared/accounts/accounts.schemas';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { initials } from '../../../lib/format';
import { showSuccess } from '../../../lib/toasts';
import { AvatarCropper } from '../../../components/ui/avatar-cropper';
import type { AccountUser } from '../api/types';
import { updateMe } from '../api/update-me';
import { StateSelect } from '../components/state-select';
import { applyServerErrors } from '../../../lib/form-errors';
import { AccountLoader } from './account-loader';
import { useStoreAccount } from './use-account';
import { useTranslation } from '../../../i18n';
import { formMessage, formMessages } from '../../../i18n/form-messages';

const BIO_MAX = 500;
const max = (n: number) => z.string().trim().max(n, `Use at most ${n} characters.`);

const schema = z
  .object({
    isCso: z.boolean(),
    display_name: max(100),
    first_name: max(100),
    last_name: max(100),
    bio: max(BIO_MAX),
    state_of_residence: z.string().nullable(),
    company_name: max(200),
    rc_number: max(50),
    contact_no: max(30),
  })
  .superRefine((v, ctx) => {
    if (!v.display_name)
      ctx.addIssue({ code: 'custom', path: ['display_name'], message: 'The display name cannot be empty.' });
    if (v.isCso && !v.company_name)
      ctx.addIssue({ code: 'custom', path: ['company_name'], message: 'Enter the organisation name.' });
  });
type Values = z.infer<typeof schema>;
const FIELDS = [
  'display_name',
  'first_name',
  'last_name',
  'bio',
  'state_of_residence',
  'company_name',
  'rc_number',
  'contact_no',
] as const;

function valuesOf(account: AccountUser): Values {
  return {
    isCso: account.account_type === 'CSO',
    display_name: account.display_name,
    first_name: account.first_name,
    last_name: account.last_name,
    bio: account.bio,
    state_of_residence: account.state_of_residence ?? null,
    company_name: account.company_name ?? '',
    rc_number: account.rc_number ?? '',
    contact_no: account.contact_no ?? '',
  };
}

function ProfileFormBody({ account }: { account: AccountUser }) {
  const { t } = useTranslation();
  const storeAccount = useStoreAccount();
  const [avatar, setAvatar] = useState<Blob | null>(null);
  const [cropperKey, setCropperKey] = useState(0);
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const isCso = account.account_type === 'CSO';
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: valuesOf(account) });
  const bio = useWatch({ control, name: 'bio' });

  const onSubmit = handleSubmit(async ({ isCso: _cso, ...v }) => {
    setFormErrors([]);
    const body: UpdateMeBody = {
      display_name: v.display_name,
      first_name: v.first_name,
      last_name: v.last_name,
      bio: v.bio,
      state_of_residence: v.state_of_residence || null,
      ...(isCso
        ? { company_name: v.company_name, rc_number: v.rc_number || null, contact_no: v.contact_no || null }
        : {}),
    };
    try {
      const updated = await updateMe(body, avatar);
      storeAccount(updated);
      reset(valuesOf(updated));
      setAvatar(null);
      setCropperKey((k) => k + 1);
      showSuccess(t('settings.profileUpdated'));
    } catch (error) {
      setFormErrors(applyServerErrors(error, setError, FIELDS));
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('settings.editProfile')}>
      <Stack gap="lg">
        {formErrors.length > 0 && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {formMessages(formErrors).join(' ')}
          </Alert>
        )}
        <Card withBorder radius="md" padding="lg">
          <Title order={2} size="h4" mb="sm">
            {t('settings.photo')}
          </Title>
          <AvatarCropper
            key={cropperKey}
            currentUrl={account.avatar}
            initials={initials(account.display_name || account.username)}
            onChange={setAvatar}
            disabled={isSubmitting}
          />
        </Card>
        <Card withBorder radius="md" padding="lg">
          <Title order={2} size="h4" mb="sm">
            {isCso ? t('settings.organisation') : t('auth.aboutYou')}
          </Title>
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
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
                  <TextInput
                    label={t('auth.rcNumber')}
                    error={formMessage(errors.rc_number?.message)}
                    {...register('rc_number')}
                  />
                  <TextInput
                    label={t('auth.contactPhone')}
                    type="tel"
                    autoComplete="tel"
                    error={formMessage(errors.contact_no?.message)}
                    {...register('contact_no')}
                  />
                </SimpleGrid>
              </>
            )}
            <TextInput
              label={t('auth.displayName')}
              description={t('settings.displayNameHint')}
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
            <Textarea
              label={t('settings.bio')}
              description={t('settings.bioCount', { count: bio.length, max: BIO_MAX })}
              autosize
              minRows={3}
              maxRows={8}
              maxLength={BIO_MAX}
              error={formMessage(errors.bio?.message)}
              {...register('bio')}
            />
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
        </Card>
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting} disabled={!isDirty && !avatar}>
            {t('settings.saveChanges')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function ProfileForm() {
  return <AccountLoader height={420}>{(account) => <ProfileFormBody account={account} />}</AccountLoader>;
}
