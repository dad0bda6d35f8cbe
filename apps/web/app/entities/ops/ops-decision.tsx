import { Button, Group, Text } from '@mantine/core';
import { FormAlert } from '../../components/form-alert.tsx';
import { ReasonDialog } from './reason-dialog.tsx';
import type { TOpsDecision } from './use-ops-decision.ts';

/**
 * A panel's two decisions while its record waits for one: "approve" (teal; with `onApprove` it decides at once,
 * spins meanwhile and shows a refusal above the buttons; otherwise it only calls `onClick`, e.g. to open a dialog
 * that shows its own) and "reject" (opens the reason dialog); once decided, `doneText` instead.
 */
export function OpsDecisionButtons({
  decision,
  pending,
  approve,
  rejectLabel,
  doneText,
}: {
  decision: TOpsDecision;
  pending: boolean;
  approve: { label: string; onApprove?: () => Promise<unknown>; onClick?: () => void; testId?: string };
  rejectLabel: string;
  doneText: string;
}) {
  const { onApprove } = approve;
  return (
    <>
      {/* A decision taken in a dialog shows its refusal there. */}
      {onApprove ? <FormAlert message={decision.error} /> : null}
      {pending ? (
        <Group gap="xs" wrap="wrap">
          <Button
            color="teal"
            loading={onApprove ? decision.busy : undefined}
            onClick={onApprove ? () => decision.decide(onApprove) : approve.onClick}
            data-testid={approve.testId}
          >
            {approve.label}
          </Button>
          <Button color="red" variant="outline" onClick={decision.ask}>
            {rejectLabel}
          </Button>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {doneText}
        </Text>
      )}
    </>
  );
}

/** The reject decision's reason dialog (red, the reason goes to the audit log); the record reloads after it. */
export function OpsRejectDialog({
  decision,
  title,
  label,
  onReject,
}: {
  decision: TOpsDecision;
  title: string;
  label: string;
  onReject: (reason: string) => Promise<unknown>;
}) {
  return (
    <ReasonDialog
      opened={decision.asking}
      title={title}
      label={label}
      confirmLabel={title}
      confirmColor="red"
      onClose={decision.stopAsking}
      onConfirm={(reason) => decision.reloadAfter(() => onReject(reason))}
    />
  );
}
