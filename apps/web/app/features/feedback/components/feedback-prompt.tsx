import type { TSessionUser } from '@brifa/contracts';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useT } from '../../../lib/i18n.tsx';
import { canShowSessionPopups } from '../../../lib/session-rules.ts';
import { usePendingFeedback } from '../api/pending-feedback.ts';

const DISMISSED_KEY = 'feedback-prompt-dismissed';

function dismissedKeys(): string[] {
  if (typeof window === 'undefined') return [];
  return (window.sessionStorage.getItem(DISMISSED_KEY) ?? '').split(',').filter(Boolean);
}

/**
 * The client layout's feedback pop-up: asks about the newest project 3+ days old with matched agencies and
 * no answer yet. Only without debt (spec section 4); "Later" hides it for this browser session.
 */
export function FeedbackPrompt({ user }: { user: TSessionUser | null }) {
  const t = useT();
  const location = useLocation();
  // One pop-up at a time: the agreement NPS pop-up (layouts/session-layout.tsx) goes first.
  const allowed = !!user?.IsClient && canShowSessionPopups(user) && !user.IsShowNpsPopUp;
  const pending = usePendingFeedback(allowed);
  const [dismissed, setDismissed] = useState(dismissedKeys);
  const project = pending.data?.find((item) => !dismissed.includes(item.OfferKey));
  const onFeedbackPage = location.pathname.endsWith('/feedback');
  if (!allowed || !project || onFeedbackPage) return null;

  function later() {
    const next = [...dismissed, project!.OfferKey];
    window.sessionStorage.setItem(DISMISSED_KEY, next.join(','));
    setDismissed(next);
  }

  return (
    <Modal opened onClose={later} title={t('feedback.title')} size="md" centered>
      <Stack gap="md">
        <Text size="sm">
          {t('feedback.prompt.text', { project: `${project.CategoryName} · ${project.CompanyName}` })}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="subtle" color="gray" onClick={later}>
            {t('feedback.prompt.later')}
          </Button>
          <Button
            component={Link}
            to={`/client/projects/${encodeURIComponent(project.OfferKey)}/feedback`}
            onClick={later}
          >
            {t('feedback.prompt.answer')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
