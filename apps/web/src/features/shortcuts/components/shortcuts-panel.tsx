import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import BoltOutlined from '@mui/icons-material/BoltOutlined';
import CheckIcon from '@mui/icons-material/Check';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { NewShortcut, Shortcut } from '@rehearse/contracts/shortcuts';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirmation/use-confirm';
import { HeaderPanel } from '../../../components/header-panel';
import { LinkBehavior } from '../../../components/link-behavior';
import { useErrorText } from '../../../lib/error-text';
import { shortcutsQueryOptions } from '../../../lib/shell-data';
import { useShortcutMutations } from '../api/shortcuts.queries';
import { initialShortcutsMode, nextShortcutsMode, type ShortcutsEvent } from '../shortcuts-mode';
import { ShortcutForm } from './shortcut-form';
import { ShortcutIcon } from './shortcut-icon';

export function ShortcutsPanel() {
  const { t } = useTranslation();
  const { data: shortcuts } = useSuspenseQuery(shortcutsQueryOptions());
  const [state, setState] = useState(initialShortcutsMode);
  const send = (event: ShortcutsEvent) => setState((current) => nextShortcutsMode(current, event));
  const { create, update, remove } = useShortcutMutations();
  const confirm = useConfirm();
  const errorText = useErrorText();
  // A mode change removes the focused button; focus moves to the panel's header so the
  // keyboard (and Escape) keeps working inside the panel.
  const header = useRef<HTMLDivElement>(null);
  const firstMode = useRef(true);
  useEffect(() => {
    if (firstMode.current) {
      firstMode.current = false;
      return;
    }
    if (state.mode === 'view' || state.mode === 'modify') header.current?.focus();
  }, [state.mode]);
  const editing =
    state.mode === 'edit' ? shortcuts.find((s) => s.id === state.shortcutId) : undefined;

  // A refusal is the form's to show (ShortcutForm puts it on its fields).
  const save = async (shortcut: NewShortcut) => {
    if (editing) await update.mutateAsync({ id: editing.id, shortcut });
    else await create.mutateAsync(shortcut);
    send({ type: 'saved' });
  };
  const deleteShortcut = async (shortcut: Shortcut) => {
    const answer = await confirm({
      title: t('widgets.shortcuts.deleteTitle'),
      message: t('widgets.shortcuts.deleteMessage', { label: shortcut.label }),
      actions: { confirm: { label: t('widgets.shortcuts.delete') } },
    });
    if (answer !== 'confirmed') return;
    // A refusal keeps the form (and the shortcut) and says why, above the form.
    remove.mutate(shortcut, { onSuccess: () => send({ type: 'deleted' }) });
  };
  const edit = (shortcut: Shortcut) => {
    remove.reset();
    send({ type: 'edit', shortcutId: shortcut.id });
  };

  const headerButton = (label: string, icon: React.ReactNode, onClick: () => void) => (
    <Tooltip title={label}>
      <IconButton color="inherit" aria-label={label} onClick={onClick}>
        {icon}
      </IconButton>
    </Tooltip>
  );

  return (
    <HeaderPanel
      label={t('widgets.shortcuts.title')}
      icon={<BoltOutlined />}
      onOpen={() => send({ type: 'open' })}
    >
      {(close) => (
        <>
          <Box
            ref={header}
            tabIndex={-1}
            sx={{
              outline: 'none',
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              px: 2,
              py: 1,
              minHeight: 56,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
            }}
          >
            <Typography component="h2" variant="h6" sx={{ flexGrow: 1, fontSize: '1.1rem' }}>
              {state.mode === 'add'
                ? t('widgets.shortcuts.addTitle')
                : state.mode === 'edit'
                  ? t('widgets.shortcuts.editTitle')
                  : t('widgets.shortcuts.title')}
            </Typography>
            {state.mode === 'view' && (
              <>
                {headerButton(t('widgets.shortcuts.enterEditMode'), <EditOutlined />, () =>
                  send({ type: 'modify' }),
                )}
                {headerButton(t('widgets.shortcuts.addShortcut'), <AddIcon />, () =>
                  send({ type: 'add' }),
                )}
              </>
            )}
            {state.mode === 'modify' &&
              headerButton(t('widgets.shortcuts.exitEditMode'), <CheckIcon />, () =>
                send({ type: 'done' }),
              )}
          </Box>

          {state.mode === 'edit' && remove.isError && (
            <Box role="alert" sx={{ px: 2, pt: 2, color: 'error.main', typography: 'body2' }}>
              {errorText(remove.error)}
            </Box>
          )}
          {(state.mode === 'add' || state.mode === 'edit') && (
            <ShortcutForm
              key={state.mode === 'edit' ? state.shortcutId : 'new'}
              shortcut={editing}
              busy={create.isPending || update.isPending || remove.isPending}
              onSubmit={save}
              onCancel={() => send({ type: 'cancel' })}
              onDelete={editing ? () => void deleteShortcut(editing) : undefined}
            />
          )}

          {(state.mode === 'view' || state.mode === 'modify') &&
            (shortcuts.length === 0 ? (
              <Box sx={{ px: 3, py: 6, textAlign: 'center' }}>
                <Typography color="text.secondary">{t('widgets.shortcuts.empty')}</Typography>
              </Box>
            ) : (
              <>
                {state.mode === 'modify' && (
                  <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1.5 }}>
                    {t('widgets.shortcuts.modifyHint')}
                  </Typography>
                )}
                <Box
                  component="ul"
                  sx={{
                    listStyle: 'none',
                    m: 0,
                    p: 1,
                    display: 'grid',
                    gridTemplateColumns: '1fr 1fr',
                    gap: 1,
                    overflowY: 'auto',
                  }}
                >
                  {shortcuts.map((shortcut) => (
                    <li key={shortcut.id}>
                      {state.mode === 'modify' ? (
                        <ButtonBase
                          sx={tileSx}
                          aria-label={t('widgets.shortcuts.editOne', { label: shortcut.label })}
                          onClick={() => edit(shortcut)}
                        >
                          <ShortcutTile shortcut={shortcut} editable />
                        </ButtonBase>
                      ) : shortcut.useRouter ? (
                        <ButtonBase
                          component={LinkBehavior}
                          href={shortcut.link}
                          sx={tileSx}
                          onClick={close}
                        >
                          <ShortcutTile shortcut={shortcut} />
                        </ButtonBase>
                      ) : (
                        <ButtonBase
                          component="a"
                          href={shortcut.link}
                          target="_blank"
                          rel="noopener noreferrer"
                          sx={tileSx}
                        >
                          <ShortcutTile shortcut={shortcut} />
                        </ButtonBase>
                      )}
                    </li>
                  ))}
                </Box>
              </>
            ))}
        </>
      )}
    </HeaderPanel>
  );
}

const tileSx = {
  width: '100%',
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  gap: 0.5,
  p: 2,
  borderRadius: 2,
  border: 1,
  borderColor: 'divider',
  color: 'text.primary',
  textAlign: 'center',
  '&:hover, &.Mui-focusVisible': { bgcolor: 'action.hover' },
} as const;

function ShortcutTile({ shortcut, editable = false }: { shortcut: Shortcut; editable?: boolean }) {
  return (
    <>
      <Box
        sx={{
          display: 'flex',
          p: 1,
          borderRadius: '50%',
          bgcolor: 'action.selected',
          color: 'primary.main',
        }}
      >
        {editable ? <EditOutlined aria-hidden /> : <ShortcutIcon name={shortcut.icon} />}
      </Box>
      <Typography sx={{ fontWeight: 600 }}>{shortcut.label}</Typography>
      {shortcut.description && (
        <Typography variant="body2" color="text.secondary">
          {shortcut.description}
        </Typography>
      )}
    </>
  );
}
