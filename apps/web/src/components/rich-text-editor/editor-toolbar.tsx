import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatQuote from '@mui/icons-material/FormatQuote';
import FormatStrikethrough from '@mui/icons-material/FormatStrikethrough';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import InsertLink from '@mui/icons-material/InsertLink';
import { useEditorState, type Editor } from '@tiptap/react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

// Links may point at http(s) or mailto only; the server keeps no other scheme.
export const LINK = /^(?:https?:\/\/|mailto:)/i;

// The editor's toolbar (Tab reaches every button), its buttons and the link dialog.
export function EditorToolbar({
  editor,
  label,
  headings,
  links,
}: {
  editor: Editor;
  label: string;
  headings: boolean;
  links: boolean;
}) {
  const { t } = useTranslation();
  const [linkOpen, setLinkOpen] = useState(false);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      strike: current.isActive('strike'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      link: current.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();

  return (
    <Box
      role="toolbar"
      aria-label={t('richText.toolbar', { field: label })}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 0.25,
        px: 0.5,
        py: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <ToolButton
        label={t('richText.bold')}
        active={state.bold}
        onClick={() => chain().toggleBold().run()}
      >
        <FormatBold />
      </ToolButton>
      <ToolButton
        label={t('richText.italic')}
        active={state.italic}
        onClick={() => chain().toggleItalic().run()}
      >
        <FormatItalic />
      </ToolButton>
      <ToolButton
        label={t('richText.underline')}
        active={state.underline}
        onClick={() => chain().toggleUnderline().run()}
      >
        <FormatUnderlined />
      </ToolButton>
      <ToolButton
        label={t('richText.strike')}
        active={state.strike}
        onClick={() => chain().toggleStrike().run()}
      >
        <FormatStrikethrough />
      </ToolButton>
      {headings && (
        <>
          <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
          <ToolButton
            label={t('richText.heading2')}
            active={state.h2}
            onClick={() => chain().toggleHeading({ level: 2 }).run()}
          >
            <Typography component="span" sx={{ fontWeight: 700, fontSize: '0.875rem', width: 24 }}>
              H2
            </Typography>
          </ToolButton>
          <ToolButton
            label={t('richText.heading3')}
            active={state.h3}
            onClick={() => chain().toggleHeading({ level: 3 }).run()}
          >
            <Typography component="span" sx={{ fontWeight: 700, fontSize: '0.875rem', width: 24 }}>
              H3
            </Typography>
          </ToolButton>
        </>
      )}
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <ToolButton
        label={t('richText.bulletList')}
        active={state.bulletList}
        onClick={() => chain().toggleBulletList().run()}
      >
        <FormatListBulleted />
      </ToolButton>
      <ToolButton
        label={t('richText.orderedList')}
        active={state.orderedList}
        onClick={() => chain().toggleOrderedList().run()}
      >
        <FormatListNumbered />
      </ToolButton>
      <ToolButton
        label={t('richText.quote')}
        active={state.blockquote}
        onClick={() => chain().toggleBlockquote().run()}
      >
        <FormatQuote />
      </ToolButton>
      {links && (
        <>
          <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
          <ToolButton
            label={t('richText.link')}
            active={state.link}
            onClick={() => setLinkOpen(true)}
          >
            <InsertLink />
          </ToolButton>
          <LinkDialog
            open={linkOpen}
            current={(editor.getAttributes('link').href as string | undefined) ?? ''}
            onClose={() => setLinkOpen(false)}
            onApply={(href) => {
              setLinkOpen(false);
              if (href === null) chain().extendMarkRange('link').unsetLink().run();
              else chain().extendMarkRange('link').setLink({ href }).run();
            }}
          />
        </>
      )}
    </Box>
  );
}

function ToolButton({
  label,
  active,
  onClick,
  children,
}: {
  label: string;
  active: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip title={label}>
      <IconButton
        size="small"
        aria-label={label}
        aria-pressed={active}
        onClick={onClick}
        // Keeps the selection in the editor while the button is pressed.
        onMouseDown={(event) => event.preventDefault()}
        sx={{
          borderRadius: 1,
          color: active ? 'primary.main' : 'text.secondary',
          bgcolor: active ? 'action.selected' : undefined,
        }}
      >
        {children}
      </IconButton>
    </Tooltip>
  );
}

// The address of a link: http(s) or mailto only (a bare address gets https://).
function LinkDialog({
  open,
  current,
  onClose,
  onApply,
}: {
  open: boolean;
  current: string;
  onClose: () => void;
  onApply: (href: string | null) => void;
}) {
  const { t } = useTranslation();
  const [href, setHref] = useState(current);
  const [invalid, setInvalid] = useState(false);
  const titleId = useId();
  const apply = () => {
    const trimmed = href.trim();
    const withScheme =
      trimmed.includes('@') && !trimmed.includes('/') && !LINK.test(trimmed)
        ? `mailto:${trimmed}`
        : LINK.test(trimmed)
          ? trimmed
          : `https://${trimmed}`;
    if (
      !trimmed ||
      !/^(?:https?:\/\/[^\s/$.?#].[^\s]*|mailto:[^\s@]+@[^\s@]+)$/i.test(withScheme)
    ) {
      setInvalid(true);
      return;
    }
    onApply(withScheme);
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      slotProps={{
        transition: {
          onEnter: () => {
            setHref(current);
            setInvalid(false);
          },
        },
        paper: { sx: { width: { xs: 'calc(100% - 32px)', sm: 440 }, m: 2 } },
      }}
    >
      <DialogTitle id={titleId}>{t('richText.linkTitle')}</DialogTitle>
      <DialogContent>
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            apply();
          }}
          sx={{ pt: 1 }}
        >
          <TextField
            autoFocus
            fullWidth
            label={t('richText.linkAddress')}
            placeholder="https://"
            value={href}
            onChange={(event) => {
              setHref(event.target.value);
              setInvalid(false);
            }}
            error={invalid}
            helperText={invalid ? t('richText.linkInvalid') : t('richText.linkHelp')}
          />
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {current && (
          <Button color="error" onClick={() => onApply(null)} sx={{ mr: 'auto' }}>
            {t('richText.linkRemove')}
          </Button>
        )}
        <Button color="inherit" onClick={onClose}>
          {t('richText.cancel')}
        </Button>
        <Button variant="contained" onClick={apply}>
          {t('richText.linkApply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
