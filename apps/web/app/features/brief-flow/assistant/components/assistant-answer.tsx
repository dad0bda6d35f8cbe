import {
  ASSISTANT_BUDGET_UNDEFINED,
  ASSISTANT_NO,
  ASSISTANT_TEXT_MAX,
  ASSISTANT_YES,
  type TAssistantAsk,
  type TAssistantOption,
} from '@brifa/contracts';
import { Button, Checkbox, Group, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type KeyboardEvent, useId, useState } from 'react';
import { formatDate } from '../../../../lib/date-time.ts';
import { useLocale, useT } from '../../../../lib/i18n.tsx';
import { formatLira } from '../../../../lib/money.ts';

/** One answer to send: the turn's values and how the client's bubble shows it. */
export type TAnswer = {
  Text?: string;
  Keys?: string[];
  Skip?: boolean;
  display: { text: string; skipped?: boolean };
};

/** More options than this: the suggested ones as buttons, all of them in a searchable list. */
const MAX_BUTTONS = 6;

type TProps = {
  /** The question to answer; null for the opening message. */
  ask: TAssistantAsk | null;
  /** Typed text, kept by the page so an error loses nothing. */
  text: string;
  onText: (text: string) => void;
  keys: string[];
  onKeys: (keys: string[]) => void;
  busy: boolean;
  label: string;
  onSend: (answer: TAnswer) => void;
};

/** The control for the question's kind: text, options, yes/no, a date or an amount, and "skip" when optional. */
export function AssistantAnswer(props: TProps) {
  const t = useT();
  const { ask, busy, onSend } = props;
  return (
    <Stack gap="xs" data-testid="assistant-answer" data-kind={ask?.Kind ?? 'opening'} data-field={ask?.Field}>
      {ask === null || ask.Kind === 'text' ? (
        <TextAnswer {...props} />
      ) : ask.Kind === 'single' || ask.Kind === 'yesno' ? (
        <OptionAnswer ask={ask} busy={busy} label={props.label} onSend={onSend} />
      ) : ask.Kind === 'multiple' ? (
        <MultipleAnswer {...props} ask={ask} />
      ) : ask.Kind === 'date' ? (
        <DateAnswer {...props} />
      ) : (
        <BudgetAnswer {...props} ask={ask} />
      )}
      {ask?.Optional ? (
        <Group>
          <Button
            variant="subtle"
            size="compact-sm"
            disabled={busy}
            onClick={() => onSend({ Skip: true, display: { text: '', skipped: true } })}
            data-testid="assistant-skip"
          >
            {t('briefAssistant.skip')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

function TextAnswer({ ask, text, onText, busy, onSend }: TProps) {
  const t = useT();
  const hintId = useId();
  const long = ask === null || ask.Field === 'Description' || ask.Field === 'Details';
  function send() {
    const value = text.trim();
    if (value && !busy) onSend({ Text: value, display: { text: value } });
  }
  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  }
  return (
    <>
      <Textarea
        label={ask === null ? t('briefAssistant.openingLabel') : t('briefAssistant.answerLabel')}
        name="assistant-text"
        autosize
        minRows={long ? 3 : 1}
        maxRows={10}
        maxLength={ASSISTANT_TEXT_MAX}
        value={text}
        onChange={(event) => onText(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        aria-describedby={hintId}
        data-autofocus
      />
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text id={hintId} size="xs" c="dimmed">
          {t('briefAssistant.enterHint')}
        </Text>
        <Button onClick={send} loading={busy} disabled={!text.trim()} data-testid="assistant-send">
          {t('briefAssistant.send')}
        </Button>
      </Group>
    </>
  );
}

function optionName(option: TAssistantOption, t: ReturnType<typeof useT>): string {
  if (option.Name) return option.Name;
  if (option.Key === ASSISTANT_YES) return t('briefAssistant.yes');
  if (option.Key === ASSISTANT_NO) return t('briefAssistant.no');
  return option.Key;
}

function OptionAnswer({
  ask,
  busy,
  label,
  onSend,
}: {
  ask: TAssistantAsk;
  busy: boolean;
  label: string;
  onSend: (answer: TAnswer) => void;
}) {
  const t = useT();
  const options =
    ask.Kind === 'yesno' && ask.Options.length === 0
      ? [
          { Key: ASSISTANT_YES, Name: '', Suggested: false },
          { Key: ASSISTANT_NO, Name: '', Suggested: false },
        ]
      : ask.Options;
  const many = options.length > MAX_BUTTONS;
  const buttons = many ? options.filter((option) => option.Suggested) : options;
  const choose = (option: TAssistantOption) =>
    onSend({ Keys: [option.Key], display: { text: optionName(option, t) } });
  return (
    <>
      {buttons.length > 0 ? (
        <Group gap="xs" role="group" aria-label={label} data-testid="assistant-options">
          {buttons.map((option, index) => (
            <Button
              key={option.Key}
              variant={option.Suggested ? 'light' : 'default'}
              disabled={busy}
              onClick={() => choose(option)}
              {...(index === 0 ? { 'data-autofocus': true } : {})}
            >
              {optionName(option, t)}
            </Button>
          ))}
        </Group>
      ) : null}
      {many ? (
        <Select
          label={t('briefAssistant.allOptions')}
          placeholder={t('briefAssistant.choose')}
          nothingFoundMessage={t('briefAssistant.nothingFound')}
          searchable
          selectFirstOptionOnChange
          disabled={busy}
          data={options.map((option) => ({ value: option.Key, label: optionName(option, t) }))}
          value={null}
          onChange={(value) => {
            const option = options.find((item) => item.Key === value);
            if (option) choose(option);
          }}
          comboboxProps={{ withinPortal: true }}
          data-testid="assistant-select"
          {...(buttons.length === 0 ? { 'data-autofocus': true } : {})}
        />
      ) : null}
    </>
  );
}

function MultipleAnswer({ ask, keys, onKeys, busy, label, onSend }: TProps & { ask: TAssistantAsk }) {
  const t = useT();
  const [error, setError] = useState<string | null>(null);
  function send() {
    if (keys.length === 0) {
      setError(t('briefAssistant.chooseAtLeastOne'));
      return;
    }
    const names = ask.Options.filter((option) => keys.includes(option.Key)).map((option) =>
      optionName(option, t),
    );
    onSend({ Keys: keys, display: { text: names.join(', ') } });
  }
  return (
    <>
      <Checkbox.Group
        label={label}
        value={keys}
        onChange={(value) => {
          setError(null);
          onKeys(value);
        }}
        error={error}
      >
        <Stack gap="xs" mt="xs">
          {ask.Options.map((option, index) => (
            <Checkbox
              key={option.Key}
              value={option.Key}
              label={optionName(option, t)}
              {...(index === 0 ? { 'data-autofocus': true } : {})}
            />
          ))}
        </Stack>
      </Checkbox.Group>
      <Group justify="flex-end">
        <Button onClick={send} loading={busy} data-testid="assistant-send">
          {t('briefAssistant.send')}
        </Button>
      </Group>
    </>
  );
}

const today = () => new Date().toISOString().slice(0, 10);

function DateAnswer({ text, onText, busy, onSend }: TProps) {
  const t = useT();
  const locale = useLocale();
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(text);
  function send() {
    if (valid && !busy) onSend({ Text: text, display: { text: formatDate(text, locale) } });
  }
  return (
    <Group align="flex-end" wrap="wrap" gap="sm">
      <TextInput
        type="date"
        label={t('briefAssistant.dateLabel')}
        min={today()}
        value={text}
        onChange={(event) => onText(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            send();
          }
        }}
        data-autofocus
      />
      <Button onClick={send} loading={busy} disabled={!valid} data-testid="assistant-send">
        {t('briefAssistant.send')}
      </Button>
    </Group>
  );
}

function BudgetAnswer({ ask, text, onText, busy, onSend }: TProps & { ask: TAssistantAsk }) {
  const t = useT();
  const locale = useLocale();
  const undefinedOption = ask.Options.find((option) => option.Key === ASSISTANT_BUDGET_UNDEFINED);
  const undefinedName = undefinedOption?.Name || t('briefAssistant.budgetUndefined');
  function send() {
    if (text && !busy) onSend({ Text: text, display: { text: formatLira(Number(text), locale) } });
  }
  return (
    <Stack gap="xs">
      <Group align="flex-end" wrap="wrap" gap="sm">
        <TextInput
          label={t('briefAssistant.budgetLabel')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={12}
          value={text}
          onChange={(event) => onText(event.currentTarget.value.replace(/\D/g, ''))}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              send();
            }
          }}
          data-autofocus
        />
        <Button onClick={send} loading={busy} disabled={!text} data-testid="assistant-send">
          {t('briefAssistant.send')}
        </Button>
      </Group>
      <Group>
        <Button
          variant="default"
          disabled={busy}
          onClick={() => onSend({ Keys: [ASSISTANT_BUDGET_UNDEFINED], display: { text: undefinedName } })}
          data-testid="assistant-budget-undefined"
        >
          {undefinedName}
        </Button>
      </Group>
    </Stack>
  );
}
