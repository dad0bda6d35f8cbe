import {
  AUDIENCE_TYPES,
  fieldMessage,
  GEO_SCOPES,
  PORTFOLIO_CURRENCIES,
  PORTFOLIO_LIMITS,
  sameWord,
  type TPortfolioBody,
  type TPortfolioItem,
  ZPortfolioBody,
} from '@brifa/contracts';
import {
  ActionIcon,
  Button,
  Card,
  Checkbox,
  FileButton,
  Group,
  Image,
  Input,
  Modal,
  MultiSelect,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormAlert } from '../../../components/form-alert.tsx';
import { AUDIENCE_CHOICES, GEO_SCOPE_LABELS } from '../../../entities/brief/brief-labels.ts';
import { focusFirstError } from '../../../lib/focus-first-error.ts';
import { checkForm } from '../../../lib/form-errors.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { useForm } from '../../../lib/use-form.ts';
import { useApiContext } from '../../../lib/use-session-user.ts';
import type { TMessageKey } from '../../../locales/tr.ts';
import {
  type TPortfolioOptions,
  uploadPortfolioPhoto,
  useExpertises,
  useSavePortfolioItem,
} from '../api/portfolio.ts';

const STORY = ['Introduction', 'Challenges', 'Solution', 'Impact'] as const;
const STORY_LABELS: Record<(typeof STORY)[number], TMessageKey> = {
  Introduction: 'portfolio.field.Introduction',
  Challenges: 'portfolio.field.Challenges',
  Solution: 'portfolio.field.Solution',
  Impact: 'portfolio.field.Impact',
};

type TValues = {
  Title: string;
  CompanyName: string;
  CategoryId: string;
  SectorId: string;
  GeoScope: string;
  Audience: string;
  ClientCityId: string;
  ImageSrcs: string[];
  VideoUrl: string;
  ExpertiseIds: string[];
  Skills: string[];
  Budget: string;
  BudgetCurrency: string;
  StartDate: string;
  EndDate: string;
  IsOngoing: boolean;
  Introduction: string;
  Challenges: string;
  Solution: string;
  Impact: string;
  ReferenceUrl: string;
  Tags: string[];
};

function initialValues(item: TPortfolioItem | null): TValues {
  const text = (value: string | number | null | undefined) =>
    value === null || value === undefined ? '' : String(value);
  return {
    Title: text(item?.Title),
    CompanyName: text(item?.CompanyName),
    CategoryId: text(item?.CategoryId),
    SectorId: text(item?.SectorId),
    GeoScope: text(item?.GeoScope),
    Audience: text(item?.Audience),
    ClientCityId: text(item?.ClientCityId),
    ImageSrcs: item?.ImageSrcs ?? [],
    VideoUrl: text(item?.VideoUrl),
    ExpertiseIds: (item?.ExpertiseIds ?? []).map(String),
    Skills: item?.Skills ?? [],
    Budget: text(item?.Budget),
    BudgetCurrency: text(item?.BudgetCurrency) || 'TRY',
    StartDate: text(item?.StartDate),
    EndDate: text(item?.EndDate),
    IsOngoing: item?.IsOngoing ?? false,
    Introduction: text(item?.Introduction),
    Challenges: text(item?.Challenges),
    Solution: text(item?.Solution),
    Impact: text(item?.Impact),
    ReferenceUrl: text(item?.ReferenceUrl),
    Tags: item?.Tags ?? [],
  };
}

function bodyOf(values: TValues): TPortfolioBody {
  const id = (value: string) => (value ? Number(value) : (undefined as unknown as number));
  return {
    ...values,
    CategoryId: id(values.CategoryId),
    SectorId: id(values.SectorId),
    ClientCityId: values.ClientCityId ? Number(values.ClientCityId) : null,
    GeoScope: values.GeoScope as TPortfolioBody['GeoScope'],
    Audience: values.Audience as TPortfolioBody['Audience'],
    ExpertiseIds: values.ExpertiseIds.map(Number),
    VideoUrl: values.VideoUrl || null,
    Budget: values.Budget || null,
    BudgetCurrency: values.Budget ? (values.BudgetCurrency as TPortfolioBody['BudgetCurrency']) : null,
    EndDate: values.IsOngoing ? null : values.EndDate || null,
    ReferenceUrl: values.ReferenceUrl || null,
  };
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <Stack gap="sm">{children}</Stack>
    </Card>
  );
}

/** /provider/settings/portfolio/{id} ("new" adds one): the work's editor; the API's rules, checked here first. */
export function PortfolioEditor({
  item,
  options,
}: {
  item: TPortfolioItem | null;
  options: TPortfolioOptions;
}) {
  const t = useT();
  const locale = useLocale();
  const api = useApiContext();
  const navigate = useNavigate();
  const form = useForm<TValues>(initialValues(item));
  const [media, setMedia] = useState<'photos' | 'video'>(item?.VideoUrl ? 'video' : 'photos');
  const [uploading, setUploading] = useState(false);
  const [switchTo, setSwitchTo] = useState<'photos' | 'video' | null>(null);
  const expertises = useExpertises(form.values.CategoryId || null);
  const save = useSavePortfolioItem(item?.Id ?? null);
  const storyLength = STORY.reduce((sum, key) => sum + form.values[key].trim().length, 0);
  /**
   * Skills and tags refuse a repeat as they are typed, compared the Turkish way like the contracts schema
   * (sameWord: "Mobil", "MOBİL" and "mobil " are one tag; issue 16), and say why beside the field.
   */
  const tagsProps = (field: 'Skills' | 'Tags') => {
    const refuse = () =>
      form.setErrors((current) => ({ ...current, [field]: fieldMessage('duplicateTag', locale) }));
    return {
      value: form.values[field],
      error: form.errors[field],
      isDuplicate: (value: string, current: string[]) =>
        current.some((tag) => sameWord(tag) === sameWord(value)),
      onDuplicate: refuse,
      onChange: (value: string[]) => {
        const seen = new Set<string>();
        const unique = value
          .map((tag) => tag.trim())
          .filter((tag) => {
            const key = sameWord(tag);
            if (!key || seen.has(key)) return false;
            seen.add(key);
            return true;
          });
        form.setValue(field, unique);
        if (unique.length < value.filter((tag) => tag.trim()).length) refuse();
      },
    };
  };
  const select = (
    field: keyof TValues & string,
    label: TMessageKey,
    data: Array<{ value: string; label: string }>,
  ) => (
    <Select
      label={t(label)}
      data={data}
      value={(form.values[field] as string) || null}
      onChange={(value) => form.setValue(field, (value ?? '') as never)}
      error={form.errors[field]}
      searchable={data.length > 8}
      required={field === 'BudgetCurrency' ? form.values.Budget !== '' : field !== 'ClientCityId'}
    />
  );

  /** Photos or a video, never both: switching away from filled-in media asks first, then clears it. */
  function changeMedia(next: 'photos' | 'video') {
    if (next === media) return;
    const filled = media === 'photos' ? form.values.ImageSrcs.length > 0 : form.values.VideoUrl.trim() !== '';
    if (filled) setSwitchTo(next);
    else setMedia(next);
  }

  function confirmSwitch() {
    if (!switchTo) return;
    if (switchTo === 'video') form.setValue('ImageSrcs', []);
    else form.setValue('VideoUrl', '');
    setMedia(switchTo);
    setSwitchTo(null);
  }

  function movePhoto(index: number, by: -1 | 1) {
    const photos = [...form.values.ImageSrcs];
    const target = index + by;
    if (target < 0 || target >= photos.length) return;
    [photos[index], photos[target]] = [photos[target]!, photos[index]!];
    form.setValue('ImageSrcs', photos);
  }

  async function addPhoto(file: File | null) {
    if (!file) return;
    setUploading(true);
    try {
      const { Src } = await uploadPortfolioPhoto(api, file);
      form.setValue('ImageSrcs', [...form.values.ImageSrcs, Src]);
    } catch (error) {
      form.setErrors({ ...form.errors, ImageSrcs: (error as Error).message });
    } finally {
      setUploading(false);
    }
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    form.reset();
    const values = media === 'photos' ? { ...form.values, VideoUrl: '' } : { ...form.values, ImageSrcs: [] };
    const checked = checkForm(ZPortfolioBody, bodyOf(values), locale);
    if (!checked.ok) {
      form.setErrors(checked.errors);
      focusFirstError();
      return;
    }
    save.mutate(bodyOf(values), {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t('portfolio.editor.saved') });
        navigate('/provider/settings/portfolio');
      },
      onError: (error) => {
        form.fail(error);
        focusFirstError();
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={1} size="h2">
            {t(item ? 'portfolio.editor.edit' : 'portfolio.editor.new')}
          </Title>
          <Button component={Link} to="/provider/settings/portfolio" variant="subtle">
            {t('portfolio.editor.back')}
          </Button>
        </Group>
        <FormAlert message={form.alert} />
        <Section title={t('portfolio.section.about')}>
          <TextInput {...form.text('Title')} label={t('portfolio.field.Title')} required />
          <TextInput {...form.text('CompanyName')} label={t('portfolio.field.CompanyName')} required />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {select(
              'CategoryId',
              'portfolio.field.CategoryId',
              options.categories.map((c) => ({ value: String(c.Id), label: c.Name })),
            )}
            <MultiSelect
              label={t('portfolio.field.ExpertiseIds')}
              data={(expertises.data ?? []).map((e) => ({ value: String(e.Id), label: e.Name }))}
              value={form.values.ExpertiseIds}
              onChange={(value) => form.setValue('ExpertiseIds', value)}
              error={form.errors.ExpertiseIds}
              searchable
              required
            />
          </SimpleGrid>
          <TextInput
            {...form.text('ReferenceUrl')}
            label={t('portfolio.field.ReferenceUrl')}
            type="url"
            placeholder="https://"
          />
        </Section>
        <Section title={t('portfolio.section.media')}>
          <SegmentedControl
            value={media}
            onChange={(value) => changeMedia(value as 'photos' | 'video')}
            data={[
              { value: 'photos', label: t('portfolio.field.photos') },
              { value: 'video', label: t('portfolio.field.video') },
            ]}
            aria-label={t('portfolio.field.mediaKind')}
          />
          {media === 'photos' ? (
            <Input.Wrapper
              label={t('portfolio.field.photos')}
              description={t('portfolio.field.photosHint', { max: PORTFOLIO_LIMITS.photosMax })}
              error={form.errors.ImageSrcs}
            >
              <Group mt="xs" gap="sm">
                {form.values.ImageSrcs.map((src, index) => (
                  <Stack key={src} gap={4} data-testid="portfolio-photo">
                    <div style={{ position: 'relative' }}>
                      <Image src={src} alt="" w={120} h={90} radius="sm" />
                      {index === 0 ? (
                        <Text
                          size="xs"
                          fw={700}
                          bg="dark"
                          c="white"
                          px={6}
                          style={{ position: 'absolute', bottom: 4, left: 4, borderRadius: 4 }}
                        >
                          {t('portfolio.field.cover')}
                        </Text>
                      ) : null}
                    </div>
                    <Group gap={4} justify="center">
                      <ActionIcon
                        size="sm"
                        variant="default"
                        disabled={index === 0}
                        aria-label={t('portfolio.field.movePhotoBack')}
                        onClick={() => movePhoto(index, -1)}
                      >
                        ‹
                      </ActionIcon>
                      <ActionIcon
                        size="sm"
                        variant="default"
                        disabled={index === form.values.ImageSrcs.length - 1}
                        aria-label={t('portfolio.field.movePhotoForward')}
                        onClick={() => movePhoto(index, 1)}
                      >
                        ›
                      </ActionIcon>
                      <ActionIcon
                        size="sm"
                        color="red"
                        variant="light"
                        aria-label={t('portfolio.field.removePhoto')}
                        onClick={() =>
                          form.setValue(
                            'ImageSrcs',
                            form.values.ImageSrcs.filter((other) => other !== src),
                          )
                        }
                      >
                        ×
                      </ActionIcon>
                    </Group>
                  </Stack>
                ))}
                {form.values.ImageSrcs.length < PORTFOLIO_LIMITS.photosMax ? (
                  <FileButton onChange={addPhoto} accept="image/png,image/jpeg">
                    {(props) => (
                      <Button {...props} variant="default" loading={uploading} data-testid="upload-photo">
                        {t('portfolio.field.upload')}
                      </Button>
                    )}
                  </FileButton>
                ) : null}
              </Group>
            </Input.Wrapper>
          ) : (
            <TextInput
              {...form.text('VideoUrl')}
              label={t('portfolio.field.VideoUrl')}
              description={t('portfolio.field.VideoUrlHint')}
              placeholder="https://www.youtube.com/embed/…"
              error={form.errors.VideoUrl}
            />
          )}
        </Section>
        <Section title={t('portfolio.section.classification')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {select(
              'SectorId',
              'portfolio.field.SectorId',
              options.sectors.map((s) => ({ value: String(s.Id), label: s.Name })),
            )}
            {select(
              'ClientCityId',
              'portfolio.field.ClientCityId',
              options.cities.map((c) => ({ value: String(c.Id), label: c.Name })),
            )}
            {select(
              'GeoScope',
              'portfolio.field.GeoScope',
              GEO_SCOPES.map((g) => ({ value: g, label: t(GEO_SCOPE_LABELS[g]) })),
            )}
            {select(
              'Audience',
              'portfolio.field.Audience',
              AUDIENCE_TYPES.map((a) => ({ value: a, label: t(AUDIENCE_CHOICES[a]) })),
            )}
          </SimpleGrid>
        </Section>
        <Section title={t('portfolio.section.period')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput
              {...form.text('StartDate')}
              type="date"
              label={t('portfolio.field.StartDate')}
              required
            />
            <TextInput
              {...form.text('EndDate')}
              type="date"
              label={t('portfolio.field.EndDate')}
              disabled={form.values.IsOngoing}
            />
            <Checkbox
              mt={{ sm: 30 }}
              label={t('portfolio.field.IsOngoing')}
              checked={form.values.IsOngoing}
              onChange={(event) => form.setValue('IsOngoing', event.currentTarget.checked)}
            />
            <TextInput
              {...form.text('Budget', (raw) => raw.replace(/\D/g, ''))}
              label={t('portfolio.field.Budget')}
              inputMode="numeric"
            />
            {select(
              'BudgetCurrency',
              'portfolio.field.BudgetCurrency',
              PORTFOLIO_CURRENCIES.map((c) => ({ value: c, label: c })),
            )}
          </SimpleGrid>
        </Section>
        <Section title={t('portfolio.section.story')}>
          <Text
            size="sm"
            c={storyLength >= PORTFOLIO_LIMITS.detailMin ? 'teal' : 'dimmed'}
            aria-live="polite"
          >
            {t('portfolio.field.storyCount', { count: storyLength, min: PORTFOLIO_LIMITS.detailMin })}
          </Text>
          {STORY.map((key) => (
            <Textarea
              key={key}
              {...form.text(key)}
              label={t(STORY_LABELS[key])}
              autosize
              minRows={3}
              required
            />
          ))}
        </Section>
        <Section title={t('portfolio.section.tags')}>
          <TagsInput
            label={t('portfolio.field.Skills')}
            description={t('portfolio.field.tagsHint')}
            {...tagsProps('Skills')}
          />
          <TagsInput
            label={t('portfolio.field.Tags')}
            description={t('portfolio.field.tagsHint')}
            {...tagsProps('Tags')}
          />
        </Section>
        <Button type="submit" size="md" loading={save.isPending} w="fit-content" data-testid="save-work">
          {t('portfolio.editor.save')}
        </Button>
      </Stack>
      <Modal
        opened={switchTo !== null}
        onClose={() => setSwitchTo(null)}
        title={t('portfolio.media.switchTitle')}
      >
        <Text>{t(switchTo === 'video' ? 'portfolio.media.toVideo' : 'portfolio.media.toPhotos')}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setSwitchTo(null)}>
            {t('portfolio.cancel')}
          </Button>
          <Button color="red" onClick={confirmSwitch}>
            {t('portfolio.media.confirm')}
          </Button>
        </Group>
      </Modal>
    </form>
  );
}
