import type { TProductDetail } from '@brifa/contracts';
import { Badge, Button, Card, Group, Image, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useT } from '../../../lib/i18n.tsx';
import { useApiContext } from '../../../lib/use-session-user.ts';
import { createProductDraft, useDeleteProduct, useProducts } from '../api/products.ts';

/** /provider/settings/products: drafts and published products. */
export function ProductsList({ initial }: { initial: TProductDetail[] | null }) {
  const t = useT();
  const api = useApiContext();
  const navigate = useNavigate();
  const products = useProducts(initial);
  const remove = useDeleteProduct();
  const [removing, setRemoving] = useState<TProductDetail | null>(null);
  const [creating, setCreating] = useState(false);
  async function create() {
    setCreating(true);
    try {
      const draft = await createProductDraft(api);
      navigate(`/provider/settings/products/${draft.Id}`);
    } finally {
      setCreating(false);
    }
  }
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1} size="h2">
            {t('products.title')}
          </Title>
          <Text c="dimmed">{t('products.subtitle')}</Text>
        </div>
        <Button onClick={create} loading={creating} data-testid="create-product">
          {t('products.add')}
        </Button>
      </Group>
      {products.data?.length === 0 ? <Text c="dimmed">{t('products.empty')}</Text> : null}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
        {(products.data ?? []).map((product) => (
          <Card key={product.Id} withBorder radius="md" padding={0} data-testid="product-card">
            {product.CoverSrc ? <Image src={product.CoverSrc} alt="" h={140} fit="cover" /> : null}
            <Stack gap={4} p="sm">
              <Group justify="space-between" wrap="nowrap">
                <Text fw={700} lineClamp={1}>
                  {product.Title || t('products.untitled')}
                </Text>
                <Badge color={product.Status === 'published' ? 'teal' : 'gray'} variant="light">
                  {t(product.Status === 'published' ? 'products.published' : 'products.draft')}
                </Badge>
              </Group>
              <Group gap="xs" mt={4}>
                <Button
                  component={Link}
                  to={`/provider/settings/products/${product.Id}`}
                  size="compact-sm"
                  variant="light"
                >
                  {t('products.edit')}
                </Button>
                <Button size="compact-sm" variant="subtle" color="red" onClick={() => setRemoving(product)}>
                  {t('products.delete')}
                </Button>
              </Group>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <Modal opened={removing !== null} onClose={() => setRemoving(null)} title={t('products.delete')}>
        <Text>{t('products.deleteConfirm', { title: removing?.Title || t('products.untitled') })}</Text>
        <Group justify="flex-end" mt="md">
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() => removing && remove.mutate(removing.Id, { onSettled: () => setRemoving(null) })}
          >
            {t('products.delete')}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
