import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Product } from '@rehearse/contracts/inventory';
import { useConfirm } from '../../../components/confirmation/use-confirm';
import { useToast } from '../../../components/toast/use-toast';
import { paths } from '../../../config/paths';
import { useErrorText } from '../../../lib/error-text';
import { useCreateProduct, useDeleteProduct } from '../api/inventory.queries';

// New product and delete, the same from the table and the editor. `search` is the table's query
// string, carried to the editor and back.
export function useProductActions(search: string) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const toast = useToast();
  const errorText = useErrorText();
  const create = useCreateProduct();
  const remove = useDeleteProduct();

  // The spec's POST product answers a blank product; its editor opens at once.
  const createProduct = () =>
    create.mutate(undefined, {
      onSuccess: (product) =>
        void navigate(paths.apps.inventoryProduct.getHref(product.id, search)),
      onError: (error) =>
        toast({
          severity: 'error',
          message: t('inventory.toast.createFailed', { reason: errorText(error) }),
        }),
    });

  // Asked first; `before` runs once confirmed (the editor leaves for the table). Awaited rather
  // than given to mutate's callbacks, which never run once the asking view has unmounted.
  const deleteProduct = async (
    product: Pick<Product, 'id' | 'name'>,
    before?: () => Promise<void>,
  ) => {
    const { name } = product;
    const answer = await confirm({
      title: t('inventory.delete.title', { name }),
      message: t('inventory.delete.message'),
      actions: { confirm: { label: t('inventory.delete.confirm') } },
    });
    if (answer !== 'confirmed') return;
    await before?.();
    try {
      await remove.mutateAsync(product.id);
      toast({ message: t('inventory.toast.deleted', { name }) });
    } catch (error) {
      toast({
        severity: 'error',
        message: t('inventory.toast.deleteFailed', { name, reason: errorText(error) }),
      });
    }
  };

  return { createProduct, creating: create.isPending, deleteProduct };
}
