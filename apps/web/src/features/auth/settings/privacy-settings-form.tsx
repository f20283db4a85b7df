import { Button, Card, Group, Radio, Stack, Switch, Text, Title } from '@mantine/core';
import { EMAIL_NOTIFICATION_MODES } from '@oversight/shared/accounts/accounts.schemas';
import { useState } from 'react';
import { showSuccess } from '../../../lib/toasts';
import type { AccountUser } from '../api/types';
import { updateMe } from '../api/update-me';
import { AccountLoader } from './account-loader';
import { useStoreAccount } from './use-account';
import { useTranslation, type MessageKey } from '../../../i18n';

type EmailMode = (typeof EMAIL_NOTIFICATION_MODES)[number];

const EMAIL_OPTIONS: { value: EmailMode; label: MessageKey; description: MessageKey }[] = [
  { value: 'instant', label: 'settings.emailInstant', description: 'settings.emailInstantHint' },
  { value: 'daily', label: 'settings.emailDaily', description: 'settings.emailDailyHint' },
  { value: 'off', label: 'settings.emailOff', description: 'settings.emailOffHint' },
];

function PrivacyFormBody({ account }: { account: AccountUser }) {
  const { t } = useTranslation();
  const storeAccount = useStoreAccount();
  const initial = {
    showEyemarks: account.privacy.showEyemarks,
    showActivity: account.privacy.showActivity,
    email: (EMAIL_NOTIFICATION_MODES as readonly string[]).includes(account.email_notifications)
      ? (account.email_notifications as EmailMode)
      : 'instant',
  };
  const [showEyemarks, setShowEyemarks] = useState(initial.showEyemarks);
  const [showActivity, setShowActivity] = useState(initial.showActivity);
  const [email, setEmail] = useState<EmailMode>(initial.email);
  const [saving, setSaving] = useState(false);
  const changed =
    showEyemarks !== initial.showEyemarks || showActivity !== initial.showActivity || email !== initial.email;

  async function save() {
    setSaving(true);
    try {
      const updated = await updateMe({ privacy: { showEyemarks, showActivity }, email_notifications: email });
      storeAccount(updated);
      showSuccess(t('settings.passwordChanged'));
    } catch {
      // The api client has shown the reason.
    } finally {
      setSaving(false);
    }
  }

  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="lg">
        <Title order={2} size="h4" mb="xs">
          {t('settings.yourProfile')}
        </Title>
        <Text size="sm" c="gray.7" mb="md">
          {t('settings.profileVisibility')}
        </Text>
        <Stack gap="md">
          <Switch
            label={t('settings.showEyemarks')}
            description={t('settings.showEyemarksHint')}
            checked={showEyemarks}
            onChange={(e) => setShowEyemarks(e.currentTarget.checked)}
            disabled={saving}
          />
          <Switch
            label={t('settings.showActivity')}
            description={t('settings.showActivityHint')}
            checked={showActivity}
            onChange={(e) => setShowActivity(e.currentTarget.checked)}
            disabled={saving}
          />
        </Stack>
      </Card>
      <Card withBorder radius="md" padding="lg">
        <Radio.Group
          value={email}
          onChange={(v) => setEmail(v as EmailMode)}
          label={
            <Title order={2} size="h4" component="span">
              {t('settings.emailNotifications')}
            </Title>
          }
          description={t('settings.emailNotificationsHint')}
        >
          <Stack gap="sm" mt="md">
            {EMAIL_OPTIONS.map((option) => (
              <Radio
                key={option.value}
                value={option.value}
                label={t(option.label)}
                description={t(option.description)}
                disabled={saving}
              />
            ))}
          </Stack>
        </Radio.Group>
      </Card>
      <Group justify="flex-end">
        <Button onClick={() => void save()} loading={saving} disabled={!changed}>
          {t('settings.saveChanges')}
        </Button>
      </Group>
    </Stack>
  );
}

export function PrivacySettingsForm() {
  return (
    <AccountLoader>
      {(account) => (
        // Keyed so the server's answer after saving becomes the new starting point.
        <PrivacyFormBody
          key={`${account.email_notifications}-${account.privacy.showEyemarks}-${account.privacy.showActivity}`}
          account={account}
        />
      )}
    </AccountLoader>
  );
}
