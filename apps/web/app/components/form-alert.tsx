import { Alert } from '@mantine/core';

/** The page-level message of a failed call (the envelope's Message), announced to screen readers. */
export function FormAlert({ message, color = 'red' }: { message: string | null; color?: string }) {
  if (!message) return null;
  return (
    <Alert color={color} variant="light" data-testid="form-alert">
      {message}
    </Alert>
  );
}
