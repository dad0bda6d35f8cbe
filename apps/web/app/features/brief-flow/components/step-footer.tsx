import { Button, Group } from '@mantine/core';
import { useT } from '../../../lib/i18n.tsx';
import type { TBriefStep } from '../brief-steps.ts';
import classes from './brief-flow.module.css';

/** Back and next; on the category step "next" shows once a category is chosen. */
export function StepFooter({
  step,
  canGoBack,
  isLast,
  busy,
  categoryChosen,
  codeSent,
  onBack,
}: {
  step: TBriefStep;
  canGoBack: boolean;
  isLast: boolean;
  busy: boolean;
  categoryChosen: boolean;
  /** The account step once its code is sent: "next" confirms the code and sends the brief. */
  codeSent: boolean;
  onBack: () => void;
}) {
  const t = useT();
  const nextLabel =
    step === 'account' && !codeSent
      ? t('briefFlow.account.submit')
      : step === 'code' || step === 'account'
        ? t('briefFlow.code.submit')
        : isLast
          ? t('briefFlow.submit')
          : t('briefFlow.next');

  return (
    <Group justify="space-between" className={classes.footer} wrap="nowrap">
      {canGoBack ? (
        <Button variant="default" onClick={onBack} disabled={busy} data-testid="brief-back">
          {t('briefFlow.back')}
        </Button>
      ) : (
        <span />
      )}
      {step === 'category' ? (
        categoryChosen ? (
          <Button type="submit" data-testid="brief-next">
            {nextLabel}
          </Button>
        ) : null
      ) : (
        <Button
          type="submit"
          loading={busy}
          color={isLast && (step !== 'account' || codeSent) ? 'orange' : undefined}
          data-testid="brief-next"
        >
          {nextLabel}
        </Button>
      )}
    </Group>
  );
}
