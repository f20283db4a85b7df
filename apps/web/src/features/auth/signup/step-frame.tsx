import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { useTranslation } from '../../../i18n';

export type StepFrameProps = {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Messages that belong to no field (non_field_errors and the like). */
  errors?: string[];
  onBack?: () => void;
  /** The main action, usually a submit button. */
  primary: ReactNode;
  /** A quieter second action such as "Skip". */
  secondary?: ReactNode;
};

/** Title, body and the Back / Continue row every sign-up step shares. */
export function StepFrame({
  title,
  description,
  children,
  errors,
  onBack,
  primary,
  secondary,
}: StepFrameProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <div>
        <Title order={2} size="h3">
          {title}
        </Title>
        {description && (
          <Text c="gray.7" size="sm" mt={4}>
            {description}
          </Text>
        )}
      </div>
      <FormErrorAlert messages={errors ?? []} />
      {children}
      <Group justify="space-between" gap="sm" wrap="wrap-reverse">
        {onBack ? (
          <Button
            variant="subtle"
            color="gray"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
            onClick={onBack}
          >
            {t('common.back')}
          </Button>
        ) : (
          <span />
        )}
        <Group gap="sm" justify="flex-end" wrap="wrap-reverse" style={{ flexGrow: 1 }}>
          {secondary}
          {primary}
        </Group>
      </Group>
    </Stack>
  );
}
