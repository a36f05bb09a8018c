import { useCallback, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import {
  CONFIRM_DEFAULT_SHAPE,
  mergeConfirmOptions,
  type ConfirmConfig,
  type ConfirmIconName,
  type ConfirmOptions,
  type ConfirmResult,
} from './confirm-options';
import { ConfirmContext } from './use-confirm';

const icons: Record<ConfirmIconName, typeof WarningAmberOutlined> = {
  warning: WarningAmberOutlined,
  error: ErrorOutlineOutlined,
  info: InfoOutlined,
  success: CheckCircleOutlined,
  help: HelpOutlineOutlined,
};

// The options stay after closing so the texts do not vanish during the closing transition.
type Request = {
  open: boolean;
  options: ConfirmOptions;
  resolve: (result: ConfirmResult) => void;
};

// One dialog for the whole app; `useConfirm()` opens it and awaits the answer. MUI's Dialog
// traps focus while open and gives it back to the control that opened it.
export function ConfirmationProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [request, setRequest] = useState<Request | null>(null);

  const confirm = useCallback(
    (config?: ConfirmConfig) =>
      new Promise<ConfirmResult>((resolve) => {
        const defaults: ConfirmOptions = {
          ...CONFIRM_DEFAULT_SHAPE,
          title: t('widgets.confirm.title'),
          message: t('widgets.confirm.message'),
          icon: { ...CONFIRM_DEFAULT_SHAPE.icon },
          actions: {
            confirm: {
              ...CONFIRM_DEFAULT_SHAPE.actions.confirm,
              label: t('widgets.confirm.confirm'),
            },
            cancel: { ...CONFIRM_DEFAULT_SHAPE.actions.cancel, label: t('widgets.confirm.cancel') },
          },
        };
        // A second request while one is open cancels the first rather than leaving it hanging.
        setRequest((previous) => {
          if (previous?.open) previous.resolve('cancelled');
          return { open: true, options: mergeConfirmOptions(defaults, config), resolve };
        });
      }),
    [t],
  );

  const answer = (result: ConfirmResult) => {
    if (!request?.open) return;
    request.resolve(result);
    setRequest({ ...request, open: false });
  };

  const options = request?.options;
  const Icon = options ? icons[options.icon.name] : null;

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <Dialog
        open={request?.open ?? false}
        // Escape and a backdrop click close only a dismissible dialog.
        onClose={() => {
          if (options?.dismissible) answer('cancelled');
        }}
        aria-labelledby="confirmation-dialog-title"
        aria-describedby="confirmation-dialog-message"
        slotProps={{ paper: { sx: { width: { xs: 'calc(100% - 32px)', md: '32rem' }, m: 2 } } }}
      >
        {options && (
          <>
            <Box sx={{ display: 'flex', gap: 2, px: 3, pt: 3, alignItems: 'flex-start' }}>
              {options.icon.show && Icon && (
                <Box
                  aria-hidden
                  sx={{
                    display: 'flex',
                    p: 1,
                    borderRadius: '50%',
                    color: `${options.icon.color}.main`,
                    bgcolor: (theme) => alpha(theme.palette[options.icon.color].main, 0.12),
                  }}
                >
                  <Icon />
                </Box>
              )}
              <Box sx={{ minWidth: 0 }}>
                <DialogTitle id="confirmation-dialog-title" sx={{ p: 0, mb: 1 }}>
                  {options.title}
                </DialogTitle>
                <DialogContent sx={{ p: 0 }}>
                  <DialogContentText id="confirmation-dialog-message">
                    {options.message}
                  </DialogContentText>
                </DialogContent>
              </Box>
            </Box>
            <DialogActions sx={{ px: 3, py: 2 }}>
              {options.actions.cancel.show && (
                // Focus starts on the safe answer: Enter right after opening never deletes.
                <Button color="inherit" onClick={() => answer('cancelled')} autoFocus>
                  {options.actions.cancel.label}
                </Button>
              )}
              {options.actions.confirm.show && (
                <Button
                  variant="contained"
                  color={options.actions.confirm.color}
                  onClick={() => answer('confirmed')}
                  autoFocus={!options.actions.cancel.show}
                >
                  {options.actions.confirm.label}
                </Button>
              )}
            </DialogActions>
          </>
        )}
      </Dialog>
    </ConfirmContext.Provider>
  );
}
