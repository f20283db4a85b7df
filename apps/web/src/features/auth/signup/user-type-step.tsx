import { Button, Group, Radio, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconArrowRight, IconUser, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import type { SignupAccountType } from './signup-store';
import { StepFrame } from './step-frame';

const TYPES: { value: SignupAccountType; title: string; body: string; icon: typeof IconUser }[] = [
  {
    value: 'CITIZEN',
    title: 'Citizen',
    body: 'Follow projects where you live, review them with photos and see what public money is building.',
    icon: IconUser,
  },
  {
    value: 'CSO',
    title: 'Civil-society organisation',
    body: 'Monitor projects across states and sectors on behalf of your organisation. You will need its RC number.',
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
  const [selected, setSelected] = useState<SignupAccountType | null>(value);
  return (
    <StepFrame
      title="How will you use Oversight?"
      description="Ministries, agencies and contractors get their accounts from their organisation, not here."
      primary={
        <Button
          disabled={!selected}
          onClick={() => selected && onNext(selected)}
          rightSection={<IconArrowRight size={16} aria-hidden />}
        >
          Continue
        </Button>
      }
    >
      <Radio.Group
        value={selected}
        onChange={(v) => setSelected(v as SignupAccountType)}
        label={<VisuallyHidden>Account type</VisuallyHidden>}
        // The title above already says it; the label only names the group for screen readers.
        styles={{ label: { position: 'absolute' } }}
      >
        <Stack gap="sm">
          {TYPES.map(({ value: type, title, body, icon: Icon }) => (
            <Radio.Card key={type} value={type} radius="md" p="md" aria-label={title}>
              <Group wrap="nowrap" align="flex-start" gap="md">
                <Radio.Indicator mt={4} />
                <ThemeIcon variant="light" size={40} radius="md" aria-hidden>
                  <Icon size={22} />
                </ThemeIcon>
                <div>
                  <Text fw={600}>{title}</Text>
                  <Text size="sm" c="gray.7">
                    {body}
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
