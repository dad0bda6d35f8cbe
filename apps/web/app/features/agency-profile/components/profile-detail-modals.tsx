import { MODAL_WIDTH_BIG_PX, type TPublicPortfolioWork, type TPublicProduct } from '@brifa/contracts';
import { Badge, Group, Image, Modal, Stack, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { PortfolioWorkView } from '../../../components/portfolio-work-view.tsx';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { formatLira } from '../../../lib/money.ts';
import type { TMessageKey } from '../../../locales/tr.ts';

const TIER_LABELS: Record<string, TMessageKey> = {
  basic: 'agencyProfile.products.tier.basic',
  standard: 'agencyProfile.products.tier.standard',
  premium: 'agencyProfile.products.tier.premium',
};
function ProductDetail({ product }: { product: TPublicProduct }) {
  const t = useT();
  const locale = useLocale();
  const period =
    product.PaymentType === 'monthly'
      ? t('agencyProfile.products.monthly')
      : t('agencyProfile.products.oneTime');
  return (
    <Stack gap="md">
      {product.CoverSrc ? <Image src={product.CoverSrc} alt={product.Title} radius="md" /> : null}
      <Text style={{ whiteSpace: 'pre-line' }}>{product.Detail}</Text>
      <Table.ScrollContainer minWidth={520}>
        <Table withTableBorder withColumnBorders>
          <Table.Thead>
            <Table.Tr>
              {product.Tiers.map((tier) => (
                <Table.Th key={tier.Tier}>
                  {TIER_LABELS[tier.Tier] ? t(TIER_LABELS[tier.Tier]!) : tier.Tier}
                  {tier.PriceTl !== null ? ` · ${formatLira(tier.PriceTl, locale)} (${period})` : ''}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Table.Tr>
              {product.Tiers.map((tier) => (
                <Table.Td key={tier.Tier} valign="top">
                  <Stack gap={6}>
                    {tier.Lines.map((line) => (
                      <div key={line.Title}>
                        <Text size="sm" fw={600}>
                          {line.Title}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {line.Description}
                        </Text>
                      </div>
                    ))}
                  </Stack>
                </Table.Td>
              ))}
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group gap={6}>
        {product.Tags.map((tag) => (
          <Badge key={tag} variant="default" style={{ textTransform: 'none' }}>
            #{tag}
          </Badge>
        ))}
      </Group>
    </Stack>
  );
}

/**
 * The profile's pop-ups: a portfolio work and a product in detail. Loaded with the first opening (profile-tabs
 * lazy-loads this module), so Modal, its scroll area and floating-ui stay off the profile's first load.
 * A pop-up opens on the render after this mounts, so Mantine records the card that opened it and gives the
 * focus back to it on closing, as when the module was part of the page.
 */
export default function ProfileDetailModals({
  work,
  product,
  onCloseWork,
  onCloseProduct,
}: {
  work: TPublicPortfolioWork | null;
  product: TPublicProduct | null;
  onCloseWork: () => void;
  onCloseProduct: () => void;
}) {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return (
    <>
      <Modal
        opened={ready && work !== null}
        onClose={onCloseWork}
        title={work?.Title}
        size={MODAL_WIDTH_BIG_PX}
      >
        {work ? <PortfolioWorkView work={work} /> : null}
      </Modal>
      <Modal
        opened={ready && product !== null}
        onClose={onCloseProduct}
        title={product?.Title}
        size={MODAL_WIDTH_BIG_PX}
      >
        {product ? <ProductDetail product={product} /> : null}
      </Modal>
    </>
  );
}
