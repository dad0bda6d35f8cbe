import {
  JOB_INVOICE_TYPES,
  JOB_LOGO_PX,
  type TJobInvoiceType,
  type TJobPricePlans,
  type TJobUploadKind,
  type TOwnJob,
  ZJobBody,
} from '@brifa/contracts';
import {
  Button,
  Card,
  Checkbox,
  FileInput,
  Group,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../../components/form-alert.tsx';
import { checkForm, formFailure, type TFieldErrors } from '../../../lib/form-errors.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { formatKurus } from '../../../lib/money.ts';
import { useApiContext } from '../../../lib/use-session-user.ts';
import type { TMessageKey } from '../../../locales/tr.ts';
import { jobsApi } from '../api/jobs-api.ts';
import { JobCheckout } from './job-checkout.tsx';

const TEXT_FIELDS = ['Company', 'City', 'District', 'Address', 'Email', 'Phone'] as const;
const FIELD_LABEL: Record<(typeof TEXT_FIELDS)[number], TMessageKey> = {
  Company: 'jobs.field.Company',
  City: 'jobs.field.City',
  District: 'jobs.field.District',
  Address: 'jobs.field.Address',
  Email: 'jobs.field.Email',
  Phone: 'jobs.field.Phone',
};
const INVOICE_LABEL: Record<TJobInvoiceType, TMessageKey> = {
  individual: 'jobs.invoice.individual',
  corporate: 'jobs.invoice.corporate',
};
const REQUIRED = new Set<string>(['Company', 'City', 'Email', 'Phone']);
const SHOWN_FIELDS = [
  ...TEXT_FIELDS,
  'Position',
  'Description',
  'Conditions',
  'LogoUrl',
  'ImageUrl',
  'AttachmentUrl',
];
const UPLOADS: {
  kind: TJobUploadKind;
  field: 'LogoUrl' | 'ImageUrl' | 'AttachmentUrl';
  accept: string;
  label: TMessageKey;
  hint: TMessageKey;
}[] = [
  {
    kind: 'logo',
    field: 'LogoUrl',
    accept: 'image/png,image/jpeg',
    label: 'jobs.field.logo',
    hint: 'jobs.field.logoHint',
  },
  {
    kind: 'image',
    field: 'ImageUrl',
    accept: 'image/png,image/jpeg',
    label: 'jobs.field.image',
    hint: 'jobs.field.imageHint',
  },
  {
    kind: 'attachment',
    field: 'AttachmentUrl',
    accept: '.pdf,.doc,.docx,image/png,image/jpeg',
    label: 'jobs.field.attachment',
    hint: 'jobs.field.attachmentHint',
  },
];

/**
 * /premium/job: the post's fields, its logo, image and attachment (each uploaded when chosen), the plan, the
 * partner add-on and the invoice type; "continue" creates the post (awaiting payment) and opens the card checkout.
 */
export function JobPostForm({ plans, minePath }: { plans: TJobPricePlans; minePath: string }) {
  const t = useT();
  const locale = useLocale();
  const api = useApiContext();
  const [values, setValues] = useState<Record<string, string>>({});
  const [urls, setUrls] = useState<Record<string, string | null>>({});
  const [uploading, setUploading] = useState<TJobUploadKind | null>(null);
  const [invoiceType, setInvoiceType] = useState<TJobInvoiceType>('corporate');
  const [days, setDays] = useState(String(plans.Plans[1]?.Days ?? plans.Plans[0]?.Days ?? 30));
  const [partner, setPartner] = useState(false);
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<TOwnJob | null>(null);
  const plan = plans.Plans.find((p) => String(p.Days) === days);
  const total = (plan?.PriceKurus ?? 0) + (partner ? plans.PartnerAddOn.PriceKurus : 0);
  const set = (field: string, value: string) => setValues((v) => ({ ...v, [field]: value }));

  async function upload(kind: TJobUploadKind, field: string, file: File | null) {
    setErrors((e) => ({ ...e, [field]: '' }));
    if (!file) {
      setUrls((u) => ({ ...u, [field]: null }));
      return;
    }
    setUploading(kind);
    try {
      const { Url } = await jobsApi.upload(api, kind, file);
      setUrls((u) => ({ ...u, [field]: Url }));
    } catch (failure) {
      setErrors((e) => ({ ...e, [field]: formFailure(failure, locale, []).message ?? '' }));
    } finally {
      setUploading(null);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    const input = {
      ...values,
      LogoUrl: urls.LogoUrl ?? null,
      ImageUrl: urls.ImageUrl ?? null,
      AttachmentUrl: urls.AttachmentUrl ?? null,
      InvoiceType: invoiceType,
      PlanDays: Number(days),
      PartnerAddOn: partner,
    };
    const checked = checkForm(ZJobBody, input, locale);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      setCreated(await jobsApi.create(api, checked.data));
    } catch (failure) {
      const result = formFailure(failure, locale, SHOWN_FIELDS);
      setErrors(result.fields);
      setProblem(result.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <Card withBorder padding="lg">
            <Stack gap="sm">
              <Title order={2} size="h4">
                {t('jobs.post.section.job')}
              </Title>
              <TextInput
                label={t('jobs.field.Position')}
                required
                value={values.Position ?? ''}
                onChange={(e) => set('Position', e.currentTarget.value)}
                error={errors.Position}
              />
              <Textarea
                label={t('jobs.field.Description')}
                required
                autosize
                minRows={5}
                value={values.Description ?? ''}
                onChange={(e) => set('Description', e.currentTarget.value)}
                error={errors.Description}
              />
              <Textarea
                label={t('jobs.field.Conditions')}
                autosize
                minRows={2}
                value={values.Conditions ?? ''}
                onChange={(e) => set('Conditions', e.currentTarget.value)}
                error={errors.Conditions}
              />
            </Stack>
          </Card>
          <Card withBorder padding="lg">
            <Stack gap="sm">
              <Title order={2} size="h4">
                {t('jobs.post.section.company')}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {TEXT_FIELDS.map((field) => (
                  <TextInput
                    key={field}
                    label={t(FIELD_LABEL[field])}
                    required={REQUIRED.has(field)}
                    type={field === 'Email' ? 'email' : field === 'Phone' ? 'tel' : 'text'}
                    value={values[field] ?? ''}
                    onChange={(e) => set(field, e.currentTarget.value)}
                    error={errors[field]}
                  />
                ))}
              </SimpleGrid>
            </Stack>
          </Card>
          <Card withBorder padding="lg">
            <Stack gap="sm">
              <Title order={2} size="h4">
                {t('jobs.post.section.media')}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                {UPLOADS.map(({ kind, field, accept, label, hint }) => (
                  <FileInput
                    key={kind}
                    label={t(label)}
                    description={t(hint, { jobLogoPx: JOB_LOGO_PX })}
                    accept={accept}
                    clearable
                    onChange={(file) => upload(kind, field, file)}
                    error={errors[field] || undefined}
                    disabled={uploading !== null && uploading !== kind}
                    rightSection={urls[field] ? <Text size="xs">✓</Text> : null}
                    data-testid={`job-upload-${kind}`}
                  />
                ))}
              </SimpleGrid>
            </Stack>
          </Card>
          <Card withBorder padding="lg">
            <Stack gap="md">
              <Title order={2} size="h4">
                {t('jobs.post.section.plan')}
              </Title>
              <Radio.Group label={t('jobs.field.PlanDays')} value={days} onChange={setDays} required>
                <Group gap="lg" mt={6}>
                  {plans.Plans.map((p) => (
                    <Radio
                      key={p.Id}
                      value={String(p.Days)}
                      label={t('jobs.plan.label', {
                        days: p.Days,
                        amount: formatKurus(p.PriceKurus, locale),
                      })}
                    />
                  ))}
                </Group>
              </Radio.Group>
              <Checkbox
                checked={partner}
                onChange={(e) => setPartner(e.currentTarget.checked)}
                label={t('jobs.partner.label')}
                description={t('jobs.partner.hint')}
                data-testid="job-partner"
              />
              <Radio.Group
                label={t('jobs.field.InvoiceType')}
                value={invoiceType}
                onChange={(v) => setInvoiceType(v as TJobInvoiceType)}
                required
              >
                <Group gap="lg" mt={6}>
                  {JOB_INVOICE_TYPES.map((type) => (
                    <Radio key={type} value={type} label={t(INVOICE_LABEL[type])} />
                  ))}
                </Group>
              </Radio.Group>
              <Text fw={700} data-testid="job-total">
                {t('jobs.post.total', { amount: formatKurus(total, locale) })}
              </Text>
            </Stack>
          </Card>
          <FormAlert message={problem} />
          <Group justify="flex-end">
            <Button type="submit" loading={busy} disabled={uploading !== null} data-testid="job-submit">
              {t('jobs.post.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
      {created ? (
        <JobCheckout job={created} plans={plans} minePath={minePath} onClose={() => setCreated(null)} />
      ) : null}
    </>
  );
}
