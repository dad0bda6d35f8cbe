import { type TMatchSettingsPage, ZBestExpertises } from '@brifa/contracts';
import { Alert, Badge, Group, MultiSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../../lib/i18n.tsx';
import { useSaveMatchSettings } from '../api/save-match-settings.ts';
import { SectionCard } from './section-card.tsx';
import { useSectionForm } from './use-section-form.ts';

/** Chosen expertise ids per category (as strings for the pickers). */
function byCategory(page: TMatchSettingsPage): Record<number, string[]> {
  const chosen = new Set(page.ExpertiseIds);
  const result: Record<number, string[]> = {};
  for (const expertise of page.Options.Expertises) {
    if (!chosen.has(expertise.Id)) continue;
    const list = result[expertise.CategoryId] ?? [];
    list.push(String(expertise.Id));
    result[expertise.CategoryId] = list;
  }
  return result;
}

/**
 * POST ProviderBestCategory: best expertise areas per category. A category with fewer than 3 services
 * receives no opportunities: it shows the task ("add N more services") instead of a picker.
 */
export function ExpertisesSection({ page }: { page: TMatchSettingsPage }) {
  const t = useT();
  const [selected, setSelected] = useState(() => byCategory(page));
  const form = useSectionForm(['ExpertiseIds']);
  const save = useSaveMatchSettings('expertises');
  const eligible = page.Categories.filter((category) => category.IsEligible);

  function onSubmit() {
    // Only eligible categories are sent: a choice left in a category that lost services is dropped.
    const body = {
      ExpertiseIds: eligible.flatMap((category) => (selected[category.Id] ?? []).map(Number)),
    };
    if (!form.check(ZBestExpertises, body)) return;
    save.mutate(body, { onSuccess: (answer) => setSelected(byCategory(answer.Data)), onError: form.fail });
  }

  return (
    <SectionCard
      id="expertises"
      title={t('matchSettings.expertises.title')}
      description={t('matchSettings.expertises.description')}
      alert={form.alert}
      saving={save.isPending}
      saveLabel={t('matchSettings.save')}
      canSave={eligible.length > 0}
      onSubmit={onSubmit}
    >
      {page.Categories.length === 0 ? (
        <Alert color="blue" data-testid="match-expertises-none">
          {t('matchSettings.expertises.none')}
        </Alert>
      ) : (
        <Stack gap="md">
          {page.Categories.map((category) => (
            <Stack key={category.Id} gap={6} data-testid={`match-category-${category.Key}`}>
              <Group gap="xs" wrap="wrap">
                <Text fw={600} id={`match-category-${category.Id}`}>
                  {category.Name}
                </Text>
                <Badge variant="light" color={category.IsEligible ? 'green' : 'orange'}>
                  {t('matchSettings.expertises.services', { count: category.ServiceCount })}
                </Badge>
              </Group>
              {category.IsEligible ? (
                <MultiSelect
                  aria-labelledby={`match-category-${category.Id}`}
                  placeholder={t('matchSettings.expertises.placeholder')}
                  nothingFoundMessage={t('matchSettings.nothingFound')}
                  searchable
                  clearable
                  hidePickedOptions
                  data={page.Options.Expertises.filter((e) => e.CategoryId === category.Id).map((e) => ({
                    value: String(e.Id),
                    label: e.Name,
                  }))}
                  value={selected[category.Id] ?? []}
                  onChange={(value) => {
                    setSelected((current) => ({ ...current, [category.Id]: value }));
                    form.clear('ExpertiseIds');
                  }}
                />
              ) : (
                <Alert color="orange" variant="light" data-testid="match-category-task">
                  {t('matchSettings.expertises.task', { count: category.MissingServices })}
                </Alert>
              )}
            </Stack>
          ))}
          {form.errors.ExpertiseIds ? (
            <Text c="red.7" size="sm" role="alert">
              {form.errors.ExpertiseIds}
            </Text>
          ) : null}
        </Stack>
      )}
    </SectionCard>
  );
}
