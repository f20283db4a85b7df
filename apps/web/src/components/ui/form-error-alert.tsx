import { Alert, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/**
 * What went wrong with a form's request, one message a line (for example `serverMessages(mutation.error)`), read out
 * at once by screen readers. Nothing when there is no message.
 */
export function FormErrorAlert({ messages, title }: { messages: string[]; title?: string }) {
  if (!messages.length) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={18} aria-hidden />}
      title={title}
      role="alert"
    >
      {messages.map((message) => (
        <Text key={message} size="sm">
          {message}
        </Text>
      ))}
    </Alert>
  );
}
