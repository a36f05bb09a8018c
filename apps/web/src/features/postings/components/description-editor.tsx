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
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import InsertLink from '@mui/icons-material/InsertLink';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { richTextSx } from './rich-text-sx';

type DescriptionEditorProps = {
  label: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  disabled?: boolean;
  error?: string;
};

const LINK = /^(?:https?:\/\/|mailto:)/i;

// The description's rich-text editor (Tiptap): paragraphs, two heading levels, bold, italic,
// underline, lists, quotes and links, the same set the server keeps
// (docs/decisions/042-job-postings.md). The toolbar is reachable with Tab and every command has
// its keyboard shortcut too (Ctrl/⌘+B, I, U...).
export function DescriptionEditor({
  label,
  value,
  onChange,
  onBlur,
  disabled,
  error,
}: DescriptionEditorProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const errorId = useId();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        // It would add an empty paragraph after a closing list on load: a change nobody made.
        trailingNode: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: ['http', 'https', 'mailto'],
          isAllowedUri: (url) => LINK.test(url),
          HTMLAttributes: { rel: 'noopener noreferrer', target: null },
        },
      }),
    ],
    content: value,
    editable: !disabled,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
      },
    },
    // Only a change to the text is an edit (setEditable, for one, also emits an update).
    onUpdate: ({ editor: current, transaction }) => {
      if (transaction.docChanged) onChange(current.isEmpty ? '' : current.getHTML());
    },
    onBlur: () => onBlur?.(),
  });

  // A value set from outside (the saved posting, a reset) replaces what the editor shows.
  useEffect(() => {
    if (!editor) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!disabled, false);
  }, [editor, disabled]);

  return (
    <Box sx={{ display: 'grid', gap: 0.75 }}>
      <Typography id={labelId} component="span" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          '&:focus-within': { borderColor: error ? 'error.main' : 'primary.main', boxShadow: 1 },
          opacity: disabled ? 0.7 : 1,
        }}
      >
        {editor && !disabled && <EditorToolbar editor={editor} label={label} />}
        <Box
          sx={{
            px: 2,
            py: 1.5,
            minHeight: 200,
            maxHeight: 520,
            overflowY: 'auto',
            '& .ProseMirror': { outline: 'none', minHeight: 176 },
            '& .ProseMirror p.is-editor-empty:first-of-type::before': {
              content: 'attr(data-placeholder)',
            },
            ...richTextSx,
          }}
        >
          <EditorContent editor={editor} />
        </Box>
      </Box>
      {error ? (
        <Typography id={errorId} variant="caption" color="error" role="alert">
          {error}
        </Typography>
      ) : (
        <Typography variant="caption" color="text.secondary">
          {t('postings.editor.descriptionHelp')}
        </Typography>
      )}
    </Box>
  );
}

function EditorToolbar({ editor, label }: { editor: Editor; label: string }) {
  const { t } = useTranslation();
  const [linkOpen, setLinkOpen] = useState(false);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
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
      aria-label={t('postings.editor.toolbar', { field: label })}
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
        label={t('postings.editor.bold')}
        active={state.bold}
        onClick={() => chain().toggleBold().run()}
      >
        <FormatBold />
      </ToolButton>
      <ToolButton
        label={t('postings.editor.italic')}
        active={state.italic}
        onClick={() => chain().toggleItalic().run()}
      >
        <FormatItalic />
      </ToolButton>
      <ToolButton
        label={t('postings.editor.underline')}
        active={state.underline}
        onClick={() => chain().toggleUnderline().run()}
      >
        <FormatUnderlined />
      </ToolButton>
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <ToolButton
        label={t('postings.editor.heading2')}
        active={state.h2}
        onClick={() => chain().toggleHeading({ level: 2 }).run()}
      >
        <Typography component="span" sx={{ fontWeight: 700, fontSize: '0.875rem', width: 24 }}>
          H2
        </Typography>
      </ToolButton>
      <ToolButton
        label={t('postings.editor.heading3')}
        active={state.h3}
        onClick={() => chain().toggleHeading({ level: 3 }).run()}
      >
        <Typography component="span" sx={{ fontWeight: 700, fontSize: '0.875rem', width: 24 }}>
          H3
        </Typography>
      </ToolButton>
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <ToolButton
        label={t('postings.editor.bulletList')}
        active={state.bulletList}
        onClick={() => chain().toggleBulletList().run()}
      >
        <FormatListBulleted />
      </ToolButton>
      <ToolButton
        label={t('postings.editor.orderedList')}
        active={state.orderedList}
        onClick={() => chain().toggleOrderedList().run()}
      >
        <FormatListNumbered />
      </ToolButton>
      <ToolButton
        label={t('postings.editor.quote')}
        active={state.blockquote}
        onClick={() => chain().toggleBlockquote().run()}
      >
        <FormatQuote />
      </ToolButton>
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <ToolButton
        label={t('postings.editor.link')}
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
      <DialogTitle id={titleId}>{t('postings.editor.linkTitle')}</DialogTitle>
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
            label={t('postings.editor.linkAddress')}
            placeholder="https://"
            value={href}
            onChange={(event) => {
              setHref(event.target.value);
              setInvalid(false);
            }}
            error={invalid}
            helperText={invalid ? t('postings.editor.linkInvalid') : t('postings.editor.linkHelp')}
          />
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {current && (
          <Button color="error" onClick={() => onApply(null)} sx={{ mr: 'auto' }}>
            {t('postings.editor.linkRemove')}
          </Button>
        )}
        <Button color="inherit" onClick={onClose}>
          {t('postings.cancel')}
        </Button>
        <Button variant="contained" onClick={apply}>
          {t('postings.editor.linkApply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
