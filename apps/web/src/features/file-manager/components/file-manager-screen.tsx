import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { FileManagerItem } from '@rehearse/contracts/file-manager';
import { QueryErrorState } from '../../../components/error-state';
import { useConfirm } from '../../../components/confirmation/use-confirm';
import { useToast } from '../../../components/toast/use-toast';
import { ApiError } from '../../../lib/api-error';
import { useErrorText } from '../../../lib/error-text';
import { folderQueryOptions } from '../api/file-manager.queries';
import { downloadFile } from '../api/file-transfer';
import { useFileManagerRoute } from '../hooks/use-file-manager-route';
import { useCreateFolder, useDeleteItem, useUpdateItem } from '../hooks/use-item-mutations';
import { useUploads } from '../hooks/use-uploads';
import { DetailsPanel } from './details-panel';
import { FileManagerToolbar } from './file-manager-toolbar';
import { FolderBreadcrumbs } from './folder-breadcrumbs';
import { ItemGrid } from './item-grid';
import type { ItemActions } from './item-menu';
import { contentsText } from './item-text';
import { ItemTable } from './item-table';
import { MoveDialog } from './move-dialog';
import { NameDialog } from './name-dialog';
import { UploadList } from './upload-list';
import { LinkBehavior } from '../../../components/link-behavior';

type OpenDialog =
  | { kind: 'newFolder' }
  | { kind: 'edit'; item: FileManagerItem }
  | { kind: 'move'; item: FileManagerItem };

// The file manager (docs/decisions/067-file-manager.md): a folder's folders then files, by
// name, as a grid or a list; the breadcrumb from the root; the selected item's details; new
// folder, upload with progress, download, rename, move and delete.
export function FileManagerScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const toast = useToast();
  const errorText = useErrorText();
  const route = useFileManagerRoute();
  const { folderId, view, itemId } = route;
  const listing = useQuery(folderQueryOptions(folderId));
  const createFolder = useCreateFolder();
  const update = useUpdateItem();
  const remove = useDeleteItem();
  const uploads = useUploads();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);

  const items = listing.data ? [...listing.data.folders, ...listing.data.files] : [];
  const selected = items.find((item) => item.id === itemId);

  const askDelete = async (item: FileManagerItem) => {
    const answer = await confirm({
      title: t(
        item.type === 'folder' ? 'fileManager.delete.folderTitle' : 'fileManager.delete.fileTitle',
      ),
      message:
        item.type === 'folder'
          ? t('fileManager.delete.folderMessage', {
              name: item.name,
              contents: contentsText(t, item),
            })
          : t('fileManager.delete.fileMessage', { name: item.name }),
      actions: { confirm: { label: t('fileManager.delete.confirm') } },
    });
    if (answer !== 'confirmed') return;
    if (item.id === itemId) void navigate(route.itemHref(undefined), { replace: true });
    remove.mutate(item, {
      onSuccess: () =>
        toast({ severity: 'success', message: t('fileManager.delete.done', { name: item.name }) }),
    });
  };

  const actions: ItemActions = {
    onDetails: (item) => void navigate(route.itemHref(item)),
    onEdit: (item) => setDialog({ kind: 'edit', item }),
    onMove: (item) => setDialog({ kind: 'move', item }),
    onDownload: (item) =>
      void downloadFile(item).catch((error: unknown) =>
        toast({
          severity: 'error',
          message: t('fileManager.errors.download', { error: errorText(error) }),
        }),
      ),
    onDelete: (item) => void askDelete(item),
  };

  const missingFolder = listing.error instanceof ApiError && listing.error.status === 404;

  return (
    <Box>
      <FileManagerToolbar
        view={view}
        onView={(next) => void navigate(route.viewHref(next), { replace: true })}
        onNewFolder={() => setDialog({ kind: 'newFolder' })}
        onFiles={(files) => uploads.start(files, folderId)}
      />
      {listing.data && (
        <FolderBreadcrumbs path={listing.data.path} hrefOf={(id) => route.folderHref(id)} />
      )}
      <UploadList
        uploads={uploads.uploads}
        onCancel={uploads.cancel}
        onClearFinished={uploads.clearFinished}
      />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        {listing.isError ? (
          missingFolder ? (
            <Box sx={{ p: 3, textAlign: 'center' }}>
              <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 2 }}>
                {t('fileManager.missingFolder')}
              </Typography>
              <Button
                variant="contained"
                LinkComponent={LinkBehavior}
                href={route.folderHref(null)}
              >
                {t('fileManager.backToRoot')}
              </Button>
            </Box>
          ) : (
            <QueryErrorState title={t('fileManager.loadError')} query={listing} />
          )
        ) : listing.isPending ? (
          <Box
            aria-busy="true"
            aria-label={t('fileManager.loading')}
            sx={{ display: 'grid', gap: 1 }}
          >
            {[0, 1, 2, 3].map((n) => (
              <Skeleton key={n} variant="rounded" height={56} />
            ))}
          </Box>
        ) : items.length === 0 ? (
          <Box sx={{ p: 4, textAlign: 'center' }}>
            <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
              {t('fileManager.empty.title')}
            </Typography>
            <Typography color="text.secondary">{t('fileManager.empty.hint')}</Typography>
          </Box>
        ) : view === 'list' ? (
          <ItemTable items={items} selectedId={itemId} hrefOf={route.hrefOf} actions={actions} />
        ) : (
          <ItemGrid items={items} selectedId={itemId} hrefOf={route.hrefOf} actions={actions} />
        )}
      </Paper>
      {selected && (
        <DetailsPanel
          item={selected}
          actions={actions}
          openHref={selected.type === 'folder' ? route.folderHref(selected.id) : undefined}
          onClose={() => void navigate(route.itemHref(undefined))}
        />
      )}
      {dialog?.kind === 'newFolder' && (
        <NameDialog
          title={t('fileManager.newFolder')}
          submitLabel={t('fileManager.name.create')}
          initial={{ name: '', description: '' }}
          withDescription
          onClose={() => setDialog(null)}
          onSubmit={async (values) => {
            try {
              await createFolder.mutateAsync({ folderId, ...values });
            } catch (error) {
              throw new Error(errorText(error), { cause: error });
            }
            setDialog(null);
          }}
        />
      )}
      {dialog?.kind === 'edit' && (
        <NameDialog
          title={t(
            dialog.item.type === 'folder'
              ? 'fileManager.actions.edit'
              : 'fileManager.actions.rename',
          )}
          submitLabel={t('fileManager.name.save')}
          initial={{ name: dialog.item.name, description: dialog.item.description ?? '' }}
          withDescription={dialog.item.type === 'folder'}
          onClose={() => setDialog(null)}
          onSubmit={async (values) => {
            setDialog(null);
            update.mutate({ item: dialog.item, ...values });
          }}
        />
      )}
      {dialog?.kind === 'move' && (
        <MoveDialog
          item={dialog.item}
          onClose={() => setDialog(null)}
          onMove={(target) => {
            setDialog(null);
            if (dialog.item.id === itemId)
              void navigate(route.itemHref(undefined), { replace: true });
            update.mutate(
              { item: dialog.item, folderId: target },
              {
                onSuccess: () =>
                  toast({
                    severity: 'success',
                    message: t('fileManager.move.done', { name: dialog.item.name }),
                  }),
              },
            );
          }}
        />
      )}
    </Box>
  );
}
