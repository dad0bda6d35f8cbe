import { CATEGORY_SCOPES, type TCategoryScope } from '@brifa/contracts';
import { Radio, Stack } from '@mantine/core';
import { useT } from '../../../lib/i18n.tsx';

export const SCOPE_LABEL = {
  own_city: 'categorySubs.scope.own_city',
  regions: 'categorySubs.scope.regions',
  all_turkey: 'categorySubs.scope.all_turkey',
} as const;
const SCOPE_HINT = {
  own_city: 'categorySubs.scope.own_city.hint',
  regions: 'categorySubs.scope.regions.hint',
  all_turkey: 'categorySubs.scope.all_turkey.hint',
} as const;

/** Where subscribed categories apply: own city, work regions, all Turkey (each with what it means). */
export function ScopeField({
  value,
  onChange,
  error,
}: {
  value: TCategoryScope;
  onChange: (scope: TCategoryScope) => void;
  error?: string | undefined;
}) {
  const t = useT();
  return (
    <Radio.Group
      label={t('categorySubs.choose.scope')}
      value={value}
      onChange={(next) => onChange(next as TCategoryScope)}
      error={error}
    >
      <Stack gap={6} mt={4}>
        {CATEGORY_SCOPES.map((scope) => (
          <Radio
            key={scope}
            value={scope}
            label={t(SCOPE_LABEL[scope])}
            description={t(SCOPE_HINT[scope])}
            data-testid={`scope-${scope}`}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
