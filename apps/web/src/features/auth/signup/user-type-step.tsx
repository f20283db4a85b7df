import { Button, Group, Radio, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconArrowRight, IconUser, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import type { SignupAccountType } from './signup-store';
import { StepFrame } from './step-frame';
import { useTranslation, type MessageKey } from '../../../i18n';

const TYPES: { value: SignupAccountType; title: MessageKey; body: MessageKey; icon: typeof IconUser }[] = [
  {
    value: 'CITIZEN',
    title: 'auth.citizen',
    body: 'auth.citizenBody',
    icon: IconUser,
  },
  {
    value: 'CSO',
    title: 'auth.cso',
    body: 'auth.csoBody',
    icon: IconUsersGroup,
  },
];

export function UserTypeStep({
  value,
  onNext,
}: {
  value: SignupAccountType | null;
  onNext: (type: SignupAccountType) => void;
}) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<SignupAccountType | null>(value);
  return (
    <StepFrame
      title={t('auth.typeTitle')}
      description={t('auth.typeBody')}
      primary={
        <Button
          disabled={!selected}
          onClick={() => selected && onNext(selected)}
          rightSection={<IconArrowRight size={16} aria-hidden />}
        >
          {t('auth.continue')}
        </Button>
      }
    >
      <Radio.Group
        value={selected}
        onChange={(v) => setSelected(v as SignupAccountType)}
        label={<VisuallyHidden>{t('auth.accountType')}</VisuallyHidden>}
        // The title above already says it; the label only names the group for screen readers.
        styles={{ label: { position: 'absolute' } }}
      >
        <Stack gap="sm">
          {TYPES.map(({ value: type, title, body, icon: Icon }) => (
            <Radio.Card key={type} value={type} radius="md" p="md" aria-label={t(title)}>
              <Group wrap="nowrap" align="flex-start" gap="md">
                <Radio.Indicator mt={4} />
                <ThemeIcon variant="light" size={40} radius="md" aria-hidden>
                  <Icon size={22} />
                </ThemeIcon>
                <div>
                  <Text fw={600}>{t(title)}</Text>
                  <Text size="sm" c="gray.7">
                    {t(body)}
                  </Text>
                </div>
              </Group>
            </Radio.Card>
          ))}
        </Stack>
      </Radio.Group>
    </StepFrame>
  );
}
