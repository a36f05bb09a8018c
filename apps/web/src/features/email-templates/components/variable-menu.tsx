import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import DataObjectOutlined from '@mui/icons-material/DataObjectOutlined';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmailVariableInfo } from '@rehearse/contracts/email-templates';

// "Insert variable": the variables this kind of email may use, each with what it holds.
export function VariableMenu({
  variables,
  onPick,
}: {
  variables: EmailVariableInfo[];
  onPick: (name: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        variant="outlined"
        size="small"
        startIcon={<DataObjectOutlined />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? id : undefined}
        // Keeps the field's cursor: the variable goes where the writer was typing.
        onMouseDown={(event) => event.preventDefault()}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('emailTemplates.editor.insertVariable')}
      </Button>
      <Menu
        id={id}
        anchorEl={anchor}
        open={Boolean(anchor)}
        // Closed without a choice: back to this button. After a choice the field takes the
        // focus, with its cursor after the variable (onPick).
        onClose={() => {
          setAnchor(null);
          button.current?.focus();
        }}
        disableRestoreFocus
        slotProps={{
          list: { 'aria-label': t('emailTemplates.editor.variablesLabel'), dense: true },
        }}
      >
        {variables.map((variable) => (
          <MenuItem
            key={variable.name}
            onClick={() => {
              setAnchor(null);
              onPick(variable.name);
            }}
          >
            <ListItemText
              primary={`{{${variable.name}}}`}
              secondary={t(`emailTemplates.variables.${variable.name}`, {
                defaultValue: variable.description,
              })}
              slotProps={{
                primary: {
                  sx: {
                    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
                    fontSize: '0.8125rem',
                  },
                },
              }}
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
