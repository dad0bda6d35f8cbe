import { Drawer } from '@mantine/core';
import type { ComponentProps } from 'react';
import { useT } from '../../../lib/i18n.tsx';
import { DirectoryFilters } from './directory-filters.tsx';

/**
 * The filters in a drawer from the bottom, on phones: loaded with its first opening (directory-view.tsx), so the
 * page does not carry the drawer's focus trap, scroll lock and scroll area before anyone asks for it.
 */
export function FiltersDrawer({
  opened,
  onClose,
  ...filters
}: ComponentProps<typeof DirectoryFilters> & { opened: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t('directory.filters.title')}
      position="bottom"
      size="90%"
    >
      <DirectoryFilters {...filters} onApplied={onClose} />
    </Drawer>
  );
}
