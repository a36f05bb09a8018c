import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RenderedEmail } from '@rehearse/contracts/email-templates';
import { ErrorState } from '../../../components/error-state';

type Props = {
  email: RenderedEmail | undefined;
  // A preview is being made (the last one stays on screen meanwhile).
  updating: boolean;
  // The draft has a problem the editor shows at its field.
  invalid: boolean;
  // Any other failure.
  error: unknown;
};

// The rendered email. The HTML is shown in an iframe with an empty `sandbox`: no script runs
// in it, whatever it holds, and it cannot reach this page (a unique origin). The server escapes
// every value too (docs/decisions/044-email-templates.md); this is the second wall.
export function EmailPreview({ email, updating, invalid, error }: Props) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'html' | 'text'>('html');
  const id = useId();
  return (
    <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {t('emailTemplates.preview.sample')}
      </Typography>
      {invalid ? (
        <Alert severity="info" variant="outlined">
          {t('emailTemplates.preview.invalid')}
        </Alert>
      ) : error ? (
        <ErrorState title={t('emailTemplates.preview.failed')} error={error} />
      ) : !email ? (
        <Skeleton
          variant="rounded"
          height={480}
          aria-label={t('emailTemplates.preview.updating')}
        />
      ) : (
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden' }}>
          <Box sx={{ px: 2, py: 1.25, bgcolor: 'action.hover' }}>
            <Typography variant="caption" color="text.secondary" component="p">
              {t('emailTemplates.preview.subject')}
            </Typography>
            <Typography
              sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
              data-testid="preview-subject"
            >
              {email.subject}
            </Typography>
          </Box>
          <Tabs
            value={tab}
            onChange={(_, next: 'html' | 'text') => setTab(next)}
            sx={{ px: 1, borderBottom: 1, borderColor: 'divider', minHeight: 40 }}
          >
            <Tab
              value="html"
              label={t('emailTemplates.preview.email')}
              id={`${id}-html-tab`}
              aria-controls={`${id}-html`}
              sx={{ minHeight: 40 }}
            />
            <Tab
              value="text"
              label={t('emailTemplates.preview.text')}
              id={`${id}-text-tab`}
              aria-controls={`${id}-text`}
              sx={{ minHeight: 40 }}
            />
          </Tabs>
          <Box sx={{ height: 4 }}>
            {updating && <LinearProgress aria-label={t('emailTemplates.preview.updating')} />}
          </Box>
          <Box
            role="tabpanel"
            id={`${id}-html`}
            aria-labelledby={`${id}-html-tab`}
            hidden={tab !== 'html'}
          >
            <Box
              component="iframe"
              title={t('emailTemplates.preview.frameTitle')}
              sandbox=""
              srcDoc={email.html}
              sx={{ display: 'block', width: '100%', height: 720, border: 0, bgcolor: '#f4f4f5' }}
            />
          </Box>
          <Box
            role="tabpanel"
            id={`${id}-text`}
            aria-labelledby={`${id}-text-tab`}
            hidden={tab !== 'text'}
            tabIndex={0}
            sx={{ p: 2, maxHeight: 720, overflow: 'auto' }}
          >
            <Box
              component="pre"
              sx={{
                m: 0,
                fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
                fontSize: '0.8125rem',
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
              }}
            >
              {email.text}
            </Box>
          </Box>
        </Box>
      )}
    </Box>
  );
}
