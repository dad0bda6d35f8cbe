import {
  PRICING_MODELS,
  QUOTE_LIMITS,
  type TOpportunityDetail,
  type TPricingModel,
  type TProviderOpportunity,
  ZQuoteInput,
} from '@brifa/contracts';
import {
  Alert,
  Box,
  Button,
  FileInput,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Link } from 'react-router';
import { Fact } from '../../../components/fact.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { PRICING_MODEL_LABELS } from '../../../entities/brief/brief-labels.ts';
import { QuoteLines, quotePriceText } from '../../../entities/brief/quote-price.tsx';
import { formatDateTime } from '../../../lib/date-time.ts';
import { focusFirstError } from '../../../lib/focus-first-error.ts';
import { checkForm, failureMessage } from '../../../lib/form-errors.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { useForm } from '../../../lib/use-form.ts';
import type { TMessageKey } from '../../../locales/tr.ts';
import { useDownloadQuoteFile, useSaveQuote } from '../api/send-quote.ts';
import { QUOTE_FILE_ACCEPT, quoteFileProblem } from '../quote-file.ts';
import { QuoteLinesEditor, type TLineValues, withoutLineErrors } from './quote-lines-editor.tsx';

const AMOUNT_HINTS = {
  fixed: 'opportunities.quote.amountHint',
  monthly: 'opportunities.quote.amountHintMonthly',
  hourly: 'opportunities.quote.amountHintHourly',
} as const satisfies Record<TPricingModel, TMessageKey>;

import { opportunityPath } from './brief-facts.tsx';

/** The quote as the client sees it: amount, duration, message, file, dates. */
function SentQuote({ match }: { match: TProviderOpportunity }) {
  const t = useT();
  const locale = useLocale();
  const download = useDownloadQuoteFile();
  const quote = match.Quote;
  if (!quote) return null;
  const date = (value: string) => formatDateTime(value, locale);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" data-testid="sent-quote">
      <Title order={2} fz="lg">
        {t('opportunities.quote.sentTitle')}
      </Title>
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" mt="sm" mb={0}>
        <Fact label={t('opportunities.quote.amount')}>{quotePriceText(quote, locale, t)}</Fact>
        <Fact label={t('opportunities.quote.pricingModel')}>
          {t(PRICING_MODEL_LABELS[quote.PricingModel])}
        </Fact>
        <Fact label={t('opportunities.quote.duration')}>
          {t('opportunities.quote.days', { days: quote.DurationDays })}
        </Fact>
      </SimpleGrid>
      <Box mt="sm" maw={480}>
        <QuoteLines quote={quote} />
      </Box>
      <Text size="sm" mt="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {quote.Message}
      </Text>
      {quote.FileName ? (
        <Button
          mt="sm"
          variant="light"
          size="compact-sm"
          loading={download.isPending}
          onClick={() =>
            download.mutate(
              { matchId: match.Id, fileName: quote.FileName ?? 'file' },
              {
                onError: (error) =>
                  notifications.show({ color: 'red', message: failureMessage(error, locale) }),
              },
            )
          }
        >
          ⬇ {quote.FileName}
        </Button>
      ) : null}
      <Text size="xs" c="dimmed" mt="sm">
        {quote.UpdatedAt && quote.UpdatedAt !== quote.SentAt
          ? t('brief.quote.updatedAt', { date: date(quote.UpdatedAt) })
          : t('brief.quote.sentAt', { date: date(quote.SentAt) })}
      </Text>
    </Paper>
  );
}

type TQuoteForm = {
  AmountTry: string;
  PricingModel: TPricingModel;
  DurationDays: string;
  Message: string;
  Lines: TLineValues[];
};

function initialValues(match: TProviderOpportunity): TQuoteForm {
  const quote = match.Quote;
  return quote
    ? {
        AmountTry: String(Math.round(quote.AmountKurus / 100)),
        PricingModel: quote.PricingModel,
        DurationDays: String(quote.DurationDays),
        Message: quote.Message,
        Lines: quote.Lines.map((line) => ({
          Title: line.Title,
          AmountTry: String(Math.round(line.AmountKurus / 100)),
        })),
      }
    : { AmountTry: '', PricingModel: 'fixed', DurationDays: '', Message: '', Lines: [] };
}

/** Send or update the quote: TRY amount (digits), duration in days, message, optional file. */
function QuoteFormFields({ detail, match }: { detail: TOpportunityDetail; match: TProviderOpportunity }) {
  const t = useT();
  const locale = useLocale();
  const form = useForm<TQuoteForm>(initialValues(match));
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const save = useSaveQuote(detail.Brief.OfferKey, match.Id);
  const closed = match.AgencyState !== 'open';
  const length = form.values.Message.trim().length;

  function pickFile(picked: File | null) {
    setFile(picked);
    const problem = picked ? quoteFileProblem(picked) : null;
    setFileError(
      problem === 'type'
        ? t('opportunities.quote.fileType')
        : problem === 'tooBig'
          ? t('opportunities.quote.fileTooBig')
          : null,
    );
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    form.reset();
    const checked = checkForm(ZQuoteInput, form.values, locale);
    if (!checked.ok || fileError) {
      if (!checked.ok) form.setErrors(checked.errors);
      focusFirstError();
      return;
    }
    try {
      const answer = await save.mutateAsync({ input: form.values, file });
      setFile(null);
      notifications.show({
        color: 'green',
        message:
          answer.Match?.Quote && match.Quote
            ? t('opportunities.quote.updated')
            : t('opportunities.quote.sent'),
      });
    } catch (error) {
      form.fail(error);
      focusFirstError();
    }
  }

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="form"
      noValidate
      onSubmit={submit}
      aria-labelledby="quote-form-title"
      data-testid="quote-form"
    >
      <Stack gap="md">
        <Title order={2} fz="lg" id="quote-form-title">
          {match.Quote ? t('opportunities.quote.update') : t('opportunities.quote.send')}
        </Title>
        {closed ? <Alert color="gray">{t('opportunities.quote.closed')}</Alert> : null}
        <FormAlert message={form.alert} />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="pricing-model-label">
            {t('opportunities.quote.pricingModel')}
          </Text>
          <SegmentedControl
            fullWidth
            aria-labelledby="pricing-model-label"
            value={form.values.PricingModel}
            onChange={(value) => form.setValue('PricingModel', value as TPricingModel)}
            data={PRICING_MODELS.map((model) => ({ value: model, label: t(PRICING_MODEL_LABELS[model]) }))}
            data-testid="pricing-model"
          />
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            {...form.text('AmountTry')}
            label={t('opportunities.quote.amountLabel')}
            description={t(AMOUNT_HINTS[form.values.PricingModel])}
            inputMode="numeric"
            autoComplete="off"
            leftSection={<span aria-hidden="true">₺</span>}
            required
          />
          <TextInput
            {...form.text('DurationDays')}
            label={t('opportunities.quote.durationLabel')}
            description={t('opportunities.quote.durationHint', { max: QUOTE_LIMITS.durationMaxDays })}
            inputMode="numeric"
            autoComplete="off"
            required
          />
        </SimpleGrid>
        <QuoteLinesEditor
          lines={form.values.Lines}
          amountTry={form.values.AmountTry}
          errors={form.errors}
          onChange={(lines) => {
            form.setValue('Lines', lines);
            form.setErrors(withoutLineErrors(form.errors));
          }}
        />
        <Textarea
          {...form.text('Message')}
          label={t('opportunities.quote.messageLabel')}
          description={t('opportunities.quote.messageHint', { min: QUOTE_LIMITS.messageMin })}
          autosize
          minRows={5}
          maxRows={14}
          maxLength={QUOTE_LIMITS.messageMax}
          required
        />
        <Text
          size="xs"
          c={length < QUOTE_LIMITS.messageMin ? 'dimmed' : 'teal'}
          ta="right"
          mt={-8}
          aria-live="polite"
        >
          {t('opportunities.quote.counter', { count: length, max: QUOTE_LIMITS.messageMax })}
        </Text>
        <FileInput
          label={t('opportunities.quote.fileLabel')}
          description={t('opportunities.quote.fileHint')}
          placeholder={match.Quote?.FileName ?? t('opportunities.quote.filePlaceholder')}
          accept={QUOTE_FILE_ACCEPT}
          value={file}
          onChange={pickFile}
          clearable
          error={fileError}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} disabled={closed}>
            {match.Quote ? t('opportunities.quote.updateButton') : t('opportunities.quote.sendButton')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** /provider/projects/:offerId/offers: the sent quote and the form; without access, the way to unlock. */
export function QuoteView({ detail }: { detail: TOpportunityDetail }) {
  const t = useT();
  const match = detail.Match;
  if (!match) return null;
  if (!detail.Access.HasAccess) {
    return (
      <Alert
        color="yellow"
        title={t('opportunities.quote.needsAccessTitle')}
        data-testid="quote-needs-access"
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('opportunities.quote.needsAccess')}</Text>
          <Button component={Link} to={opportunityPath(detail.Brief.OfferKey, 'detail')} size="xs">
            {t('opportunities.quote.unlock')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Stack gap="lg" maw={760}>
      <SentQuote match={match} />
      <QuoteFormFields key={match.Quote?.UpdatedAt ?? 'new'} detail={detail} match={match} />
    </Stack>
  );
}
