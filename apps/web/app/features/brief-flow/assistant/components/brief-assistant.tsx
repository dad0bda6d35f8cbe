import { categoryIdOf } from '@brifa/contracts';
import { Alert, Box, Button, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useCities } from '../../../../lib/api/list-places.ts';
import { ApiRequestError } from '../../../../lib/api-client.ts';
import { BRIEF_PARAM } from '../../../../lib/brief-flow-link.ts';
import { useLocale, useT } from '../../../../lib/i18n.tsx';
import { useApiContext, useSessionUser } from '../../../../lib/use-session-user.ts';
import { useCategories } from '../../api/list-categories.ts';
import { useQuestions } from '../../api/list-questions.ts';
import { useSectors } from '../../api/list-sectors.ts';
import { loadDraft } from '../../brief-draft.ts';
import { useBriefFlowLink } from '../../components/brief-flow-host.tsx';
import { askText, fieldLine, summaryLines, type TLookups } from '../assistant-fields.ts';
import {
  applyTurn,
  clearAssistantState,
  emptyAssistantState,
  handOffToBriefFlow,
  loadAssistantState,
  saveAssistantState,
  type TAssistantState,
  type TChatEntry,
} from '../assistant-state.ts';
import { postAssistantTurn } from '../assistant-turn.ts';
import { AssistantAnswer, type TAnswer } from './assistant-answer.tsx';
import { AssistantSummary } from './assistant-summary.tsx';
import classes from './brief-assistant.module.css';

/** Longest description shown in an "understood" line; the summary shows it whole. */
const UNDERSTOOD_CLIP = 80;

/**
 * /brifa-bot: the client describes the project in free text, the assistant asks what the question flow still
 * needs, one question at a time; once ready the values go to the pop-up's last step (sign-up inline for a
 * visitor), which sends the brief with POST Offer as usual.
 */
export function BriefAssistant() {
  const t = useT();
  const locale = useLocale();
  const api = useApiContext();
  const user = useSessionUser();
  const navigate = useNavigate();
  const briefLink = useBriefFlowLink();
  const [searchParams] = useSearchParams();
  const [state, setState] = useState<TAssistantState>(emptyAssistantState);
  const [restored, setRestored] = useState(false);
  const [text, setText] = useState('');
  const [keys, setKeys] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<{ message: string | null; retry: () => void } | null>(null);
  const controlRef = useRef<HTMLDivElement>(null);
  const summaryRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // The conversation lives in this tab's sessionStorage: read after hydration (the server has none).
  useEffect(() => {
    const saved = loadAssistantState();
    if (saved) setState(saved);
    setRestored(true);
  }, []);
  useEffect(() => {
    if (restored) saveAssistantState(state);
  }, [state, restored]);

  // Once the pop-up has sent the brief its draft is gone: closing it (or coming back later) starts afresh.
  const briefOpen = searchParams.has(BRIEF_PARAM);
  useEffect(() => {
    if (!restored || !state.handedOff || briefOpen || loadDraft() !== null) return;
    clearAssistantState();
    setState(emptyAssistantState());
  }, [restored, state.handedOff, briefOpen]);

  // After each turn the focus goes to the new answer control (or the summary once ready).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the log grows.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    if (state.ready) summaryRef.current?.focus();
    else
      controlRef.current
        ?.querySelector<HTMLElement>('[data-autofocus], textarea, input, button:not(:disabled)')
        ?.focus();
  }, [state.log.length]);

  const categories = useCategories();
  const questions = useQuestions(state.draft.CategoryKey ? categoryIdOf(state.draft.CategoryKey) : null);
  const sectors = useSectors();
  const cities = useCities();
  const lookups: TLookups = useMemo(
    () => ({
      categories: categories.data ?? [],
      questions: questions.data ?? [],
      sectors: sectors.data ?? [],
      cities: cities.data ?? [],
    }),
    [categories.data, questions.data, sectors.data, cities.data],
  );

  async function send(answer: TAnswer) {
    if (busy) return;
    setBusy(true);
    setFailed(null);
    const { display, ...values } = answer;
    try {
      const result = await postAssistantTurn(api, {
        Draft: state.draft,
        Field: state.ask?.Field ?? null,
        Text: values.Text ?? '',
        Keys: values.Keys ?? [],
        Skip: values.Skip ?? false,
      });
      moved.current = true;
      setState((current) => applyTurn(current, display, result));
      setText('');
      setKeys([]);
    } catch (error) {
      // What was typed stays in the control; the same answer can be sent again.
      const message = error instanceof ApiRequestError ? (error.envelope?.Message ?? null) : null;
      setFailed({ message, retry: () => void send(answer) });
    } finally {
      setBusy(false);
    }
  }

  function startOver() {
    clearAssistantState();
    setState(emptyAssistantState());
    setText('');
    setKeys([]);
    setFailed(null);
    moved.current = true;
  }

  function reviewAndSend() {
    handOffToBriefFlow(state.draft, !!user);
    setState((current) => ({ ...current, handedOff: true }));
    navigate(briefLink(), { preventScrollReset: true });
  }

  const ask = state.ask;
  const questionLabel = ask ? askText(ask, t) : t('briefAssistant.openingLabel');

  return (
    <Stack gap="lg" data-testid="brief-assistant" data-ready={state.ready ? 'true' : 'false'}>
      <Stack gap={6}>
        <Title order={1} fz={{ base: 26, md: 34 }}>
          {t('briefAssistant.title')}
        </Title>
        <Text c="dimmed">{t('briefAssistant.intro')}</Text>
        {state.mode ? (
          <Text size="sm" c="dimmed" data-testid="assistant-mode" data-mode={state.mode}>
            {t(state.mode === 'model' ? 'briefAssistant.mode.model' : 'briefAssistant.mode.guided')}
          </Text>
        ) : null}
      </Stack>

      <div
        role="log"
        aria-live="polite"
        aria-label={t('briefAssistant.log')}
        className={classes.log}
        data-testid="assistant-log"
      >
        <Bubble from="assistant">{t('briefAssistant.welcome')}</Bubble>
        {state.log.map((entry) => (
          <Entry key={entry.id} entry={entry} state={state} lookups={lookups} />
        ))}
        {busy ? (
          <Bubble from="assistant" testId="assistant-busy">
            {t('briefAssistant.busy')}
          </Bubble>
        ) : null}
      </div>

      {failed ? (
        <Alert color="red" role="alert" data-testid="assistant-error">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{failed.message ?? t('briefAssistant.error')}</Text>
            <Button size="compact-sm" variant="light" color="red" onClick={failed.retry} disabled={busy}>
              {t('briefAssistant.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : null}

      {!restored ? null : state.ready ? (
        <AssistantSummary
          lines={summaryLines(state.draft, lookups, t, locale)}
          onSend={reviewAndSend}
          headingRef={summaryRef}
        />
      ) : (
        <Box ref={controlRef}>
          <AssistantAnswer
            key={`${state.log.length}-${ask?.Field ?? 'opening'}`}
            ask={ask}
            text={text}
            onText={setText}
            keys={keys}
            onKeys={setKeys}
            busy={busy}
            label={questionLabel}
            onSend={(answer) => void send(answer)}
          />
        </Box>
      )}

      {state.log.length > 0 ? (
        <Group>
          <Button variant="subtle" color="gray" onClick={startOver} data-testid="assistant-start-over">
            {t('briefAssistant.startOver')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

function Bubble({
  from: role,
  children,
  testId,
}: {
  from: 'assistant' | 'user';
  children: React.ReactNode;
  testId?: string;
}) {
  const t = useT();
  return (
    <Box
      className={`${classes.bubble} ${role === 'user' ? classes.user : classes.bot}`}
      data-role={role}
      data-testid={testId ?? `assistant-bubble-${role}`}
    >
      <VisuallyHidden>{role === 'user' ? t('briefAssistant.you') : t('briefAssistant.bot')}: </VisuallyHidden>
      {children}
    </Box>
  );
}

function Entry({ entry, state, lookups }: { entry: TChatEntry; state: TAssistantState; lookups: TLookups }) {
  const t = useT();
  const locale = useLocale();
  if (entry.role === 'user')
    return <Bubble from="user">{entry.skipped ? t('briefAssistant.skipped') : entry.text}</Bubble>;
  // The description is the client's own words, just above: only what the assistant worked out is repeated.
  const understood = entry.filled
    .filter((field) => field !== 'Description')
    .map((field) => fieldLine(field, state.draft, lookups, t, locale, { clipAt: UNDERSTOOD_CLIP }))
    .filter((line) => line !== null)
    .map((line) => `${line.label}: ${line.value}`);
  return (
    <Bubble from="assistant">
      {entry.notes.map((note) => (
        <Text key={note} size="sm" className={classes.note} data-testid="assistant-note">
          {note}
        </Text>
      ))}
      {understood.length > 0 ? (
        <Text size="sm" className={classes.understood} data-testid="assistant-understood">
          {t('briefAssistant.understood', { items: understood.join('; ') })}
        </Text>
      ) : null}
      <Text data-testid="assistant-question">
        {entry.ask ? askText(entry.ask, t) : t('briefAssistant.ready')}
      </Text>
    </Bubble>
  );
}
