import type { TCategoryScope, TPackageCategories } from '@brifa/contracts';
import { Alert, Anchor, Badge, Button, Group, MultiSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/date-time.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { useApiContext } from '../../../lib/use-session-user.ts';
import { putPackageCategories, useCategories } from '../api/category-subscriptions-api.ts';
import { BuyExtraCategories } from './buy-extra-categories.tsx';
import { ScopeField } from './scope-field.tsx';

/**
 * /premium/subscription: the categories chosen with the live package's rights and where they apply (used/total
 * shown); without a package, a way to the packages and to extra categories.
 */
export function ChooseCategories({ initial }: { initial: TPackageCategories | null }) {
  const t = useT();
  const locale = useLocale();
  const api = useApiContext();
  const categories = useCategories();
  const [pkg, setPkg] = useState(initial);
  const [chosen, setChosen] = useState<string[]>(
    (initial?.Items ?? []).flatMap((item) => item.CategoryIds.map(String)),
  );
  const [scope, setScope] = useState<TCategoryScope>(initial?.Scope ?? 'own_city');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);

  if (!pkg) {
    return (
      <Stack gap="lg">
        <Title order={1}>{t('categorySubs.choose.title')}</Title>
        <Alert title={t('categorySubs.noPackage.title')} data-testid="no-package">
          <Stack gap="sm">
            <Text size="sm">{t('categorySubs.noPackage.text')}</Text>
            <Group gap="md">
              <Anchor component={Link} to="/premium/products">
                {t('categorySubs.noPackage.products')}
              </Anchor>
              <Anchor component={Link} to="/premium/category-subscriptions">
                {t('categorySubs.link.list')}
              </Anchor>
            </Group>
          </Stack>
        </Alert>
        <div>
          <BuyExtraCategories />
        </div>
      </Stack>
    );
  }

  const options = (categories.data ?? []).map((category) => ({
    value: String(category.Id),
    label: category.Translations[locale].Name,
  }));

  async function save(event: React.FormEvent) {
    event.preventDefault();
    if (!pkg) return;
    setBusy(true);
    setFailure(null);
    setErrors({});
    setSaved(false);
    try {
      const answer = await putPackageCategories(api, pkg.PackageSubscriptionId, {
        CategoryIds: chosen.map(Number),
        Scope: scope,
      });
      setPkg(answer);
      setSaved(true);
    } catch (error) {
      if (error instanceof ApiRequestError) {
        setErrors(error.fieldErrors);
        setFailure(error.message);
      } else setFailure(t('categorySubs.list.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('categorySubs.choose.title')}</Title>
        <Text c="dimmed">{t('categorySubs.choose.subtitle')}</Text>
      </Stack>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
        <form onSubmit={save} noValidate>
          <Stack gap="md">
            <Group justify="space-between" wrap="wrap">
              <Badge size="lg" variant="light" data-testid="rights-used">
                {t('categorySubs.choose.used', { used: pkg.Used, total: pkg.CategoryRights })}
              </Badge>
              <Anchor component={Link} to="/premium/category-subscriptions" size="sm">
                {t('categorySubs.link.list')}
              </Anchor>
            </Group>
            <MultiSelect
              label={t('categorySubs.choose.categories')}
              description={t('categorySubs.choose.categoriesHint', { total: pkg.CategoryRights })}
              data={options}
              value={chosen}
              onChange={(next) => {
                setChosen(next);
                setSaved(false);
              }}
              maxValues={pkg.CategoryRights}
              searchable
              error={errors.CategoryIds}
              data-testid="category-select"
            />
            <ScopeField value={scope} onChange={setScope} error={errors.Scope} />
            {pkg.Items[0] ? (
              <Text size="sm" c="dimmed">
                {t('categorySubs.choose.endsWithPackage', { date: formatDate(pkg.Items[0].EndsAt, locale) })}
              </Text>
            ) : null}
            {failure && !errors.CategoryIds ? (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            ) : null}
            {saved ? (
              <Alert color="green" role="status">
                {t('categorySubs.choose.saved')}
              </Alert>
            ) : null}
            <Group>
              <Button type="submit" loading={busy} data-testid="save-categories">
                {t('categorySubs.choose.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <div>
        <BuyExtraCategories />
      </div>
    </Stack>
  );
}
