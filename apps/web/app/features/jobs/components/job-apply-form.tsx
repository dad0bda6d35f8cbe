import { fieldMessage, ZJobApplicationFields } from '@brifa/contracts';
import { Alert, Button, FileInput, Stack, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../../components/form-alert.tsx';
import { checkForm, formFailure, type TFieldErrors } from '../../../lib/form-errors.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { useApiContext } from '../../../lib/use-session-user.ts';
import { jobsApi } from '../api/jobs-api.ts';

const CV_ACCEPT = '.pdf,.doc,.docx,image/png,image/jpeg';

/** The application: a name, an e-mail and a CV file (checked by content on the server, 10 MB at most). */
export function JobApplyForm({ jobId }: { jobId: number }) {
  const t = useT();
  const locale = useLocale();
  const api = useApiContext();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [cv, setCv] = useState<File | null>(null);
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    const checked = checkForm(ZJobApplicationFields, { Name: name, Email: email }, locale);
    const found: TFieldErrors = checked.ok ? {} : { ...checked.errors };
    if (!cv) found.Cv = fieldMessage('required', locale);
    setErrors(found);
    if (!checked.ok || !cv) return;
    setBusy(true);
    try {
      await jobsApi.apply(api, jobId, { name: checked.data.Name, email: checked.data.Email, cv });
      setDone(true);
    } catch (failure) {
      const result = formFailure(failure, locale, ['Name', 'Email', 'Cv']);
      setErrors(result.fields);
      setProblem(result.message);
    } finally {
      setBusy(false);
    }
  }

  if (done)
    return (
      <Alert color="teal" role="status" data-testid="job-applied">
        {t('jobs.apply.done')}
      </Alert>
    );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('jobs.apply.title')}
        </Title>
        <TextInput
          label={t('jobs.apply.Name')}
          required
          autoComplete="name"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.Name}
        />
        <TextInput
          label={t('jobs.apply.Email')}
          type="email"
          required
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={errors.Email}
        />
        <FileInput
          label={t('jobs.apply.Cv')}
          required
          accept={CV_ACCEPT}
          value={cv}
          onChange={setCv}
          clearable
          error={errors.Cv}
          data-testid="job-apply-cv"
        />
        <FormAlert message={problem} />
        <Button type="submit" loading={busy} data-testid="job-apply-submit">
          {t('jobs.apply.submit')}
        </Button>
      </Stack>
    </form>
  );
}
