import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CSV_IMPORT_MAX_LENGTH,
  CSV_IMPORT_MAX_ROWS,
  type ImportResult,
} from '@rehearse/contracts/candidates';
import { ErrorState } from '../../../components/error-state';
import { useImportCandidates } from '../api/candidates.queries';
import { BuyCreditsLink, isInsufficientCredits } from './insufficient-credits';

// Invite from a CSV file (name, email; header optional): pick a file or paste, preview every
// row's verdict (a dry run on the server), then invite the valid rows.
export function ImportDialog({
  postingId,
  open,
  onClose,
}: {
  postingId: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [csv, setCsv] = useState('');
  const [preview, setPreview] = useState<ImportResult | null>(null);
  const [done, setDone] = useState<ImportResult | null>(null);
  const run = useImportCandidates(postingId);
  const close = () => {
    setCsv('');
    setPreview(null);
    setDone(null);
    run.reset();
    onClose();
  };
  const changeText = (text: string) => {
    setCsv(text);
    setPreview(null);
    setDone(null);
  };
  const shown = done ?? preview;
  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="md"
      aria-labelledby="import-candidates-title"
    >
      <DialogTitle id="import-candidates-title">{t('candidates.import.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography color="text.secondary">
          {t('candidates.import.help', { limit: CSV_IMPORT_MAX_ROWS })}
        </Typography>
        <Box>
          <Button variant="outlined" component="label">
            {t('candidates.import.pickFile')}
            <input
              type="file"
              accept=".csv,text/csv,text/plain"
              hidden
              aria-label={t('candidates.import.pickFile')}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) void file.text().then(changeText);
              }}
            />
          </Button>
        </Box>
        <TextField
          label={t('candidates.import.paste')}
          multiline
          minRows={4}
          maxRows={10}
          value={csv}
          onChange={(event) => changeText(event.target.value)}
          slotProps={{ htmlInput: { maxLength: CSV_IMPORT_MAX_LENGTH, spellCheck: false } }}
        />
        {run.error && (
          <Box>
            <ErrorState title={t('candidates.import.failed')} error={run.error} />
            {isInsufficientCredits(run.error) && <BuyCreditsLink />}
          </Box>
        )}
        {done && (
          <Alert severity="success" role="status">
            {t('candidates.import.invited', { count: done.invited })}
          </Alert>
        )}
        {shown && (
          <>
            <Typography role={done ? undefined : 'status'}>
              {t('candidates.import.summary', { valid: shown.valid, invalid: shown.invalid })}
            </Typography>
            <TableContainer
              // It scrolls: reachable and named for the keyboard.
              tabIndex={0}
              role="region"
              aria-label={t('candidates.import.previewTable')}
              sx={{ maxHeight: 320, overflow: 'auto' }}
            >
              <Table size="small" stickyHeader aria-label={t('candidates.import.previewTable')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('candidates.import.row')}</TableCell>
                    <TableCell>{t('candidates.invite.name')}</TableCell>
                    <TableCell>{t('candidates.invite.email')}</TableCell>
                    <TableCell>{t('candidates.import.result')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {shown.rows.map((row) => (
                    <TableRow key={row.row}>
                      <TableCell>{row.row}</TableCell>
                      <TableCell>{row.name}</TableCell>
                      <TableCell sx={{ wordBreak: 'break-all' }}>{row.email}</TableCell>
                      <TableCell>
                        <Typography variant="body2" color={row.ok ? 'success.main' : 'error.main'}>
                          {row.problem
                            ? t(`candidates.import.problems.${row.problem}`)
                            : t('candidates.import.ok')}
                        </Typography>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('candidates.close')}</Button>
        {!done && (
          <Button
            variant="outlined"
            disabled={!csv.trim() || run.isPending}
            onClick={() =>
              run.mutate({ csv, dry_run: true }, { onSuccess: (result) => setPreview(result) })
            }
          >
            {t('candidates.import.preview')}
          </Button>
        )}
        {preview && !done && preview.valid > 0 && (
          <Button
            variant="contained"
            disabled={run.isPending}
            onClick={() =>
              run.mutate({ csv, dry_run: false }, { onSuccess: (result) => setDone(result) })
            }
          >
            {t('candidates.import.submit', { count: preview.valid })}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
