import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { EmailTemplate, EmailTemplateKind } from '@rehearse/contracts/email-templates';
import { paths } from '../../../config/paths';

// The six emails; the selected one is in the URL (?kind=...), so each is a link.
export function TemplateList({
  templates,
  selected,
}: {
  templates: EmailTemplate[];
  selected: EmailTemplateKind;
}) {
  const { t } = useTranslation();
  return (
    <List
      aria-label={t('emailTemplates.listLabel')}
      disablePadding
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden' }}
    >
      {templates.map((template, index) => {
        const current = template.kind === selected;
        return (
          <ListItem key={template.kind} disablePadding divider={index < templates.length - 1}>
            <ListItemButton
              component={RouterLink}
              to={`${paths.recruiter.email.getHref()}?kind=${template.kind}`}
              selected={current}
              aria-current={current ? 'page' : undefined}
              sx={{ py: 1.25 }}
            >
              <ListItemText
                primary={
                  <>
                    {t(`emailTemplates.kinds.${template.kind}.title`)}
                    {template.customized && (
                      <Chip
                        component="span"
                        size="small"
                        color="primary"
                        variant="outlined"
                        label={t('emailTemplates.customized')}
                        sx={{
                          ml: 1,
                          height: 20,
                          fontSize: '0.75rem',
                          verticalAlign: 'text-bottom',
                        }}
                      />
                    )}
                  </>
                }
                secondary={t(`emailTemplates.kinds.${template.kind}.description`)}
                slotProps={{
                  primary: { sx: { fontWeight: current ? 600 : 500 } },
                  secondary: { sx: { fontSize: '0.8125rem' } },
                }}
              />
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}
