import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId } from 'react';
import { richTextSx } from './rich-text-sx';
import { EditorToolbar, LINK } from './editor-toolbar';

type RichTextEditorProps = {
  label: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  disabled?: boolean;
  error?: string;
  // Shown under the editor while there is no error.
  helperText?: string;
  // Heading and link buttons; a mail, for one, is written without them.
  headings?: boolean;
  links?: boolean;
  // The text area's height in px: at least minHeight, scrolling past maxHeight.
  minHeight?: number;
  maxHeight?: number;
};

// The one rich-text editor (Tiptap) for stored rich text: a posting's description
// (docs/decisions/042-job-postings.md), a mail being composed (decision 061) and a contact's notes.
// Paragraphs, two heading levels, bold, italic, underline, strike, lists, quotes and links: the
// set the server keeps, so one editor serves every caller; a caller turns headings or links off
// with props. The toolbar is reachable with Tab and every command has its keyboard shortcut too
// (Ctrl/⌘+B, I, U...).
export function RichTextEditor({
  label,
  value,
  onChange,
  onBlur,
  disabled,
  error,
  helperText,
  headings = true,
  links = true,
  minHeight = 200,
  maxHeight = 520,
}: RichTextEditorProps) {
  const labelId = useId();
  const errorId = useId();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: headings ? { levels: [2, 3] } : false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        // It would add an empty paragraph after a closing list on load: a change nobody made.
        trailingNode: false,
        link: links && {
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
        {editor && !disabled && (
          <EditorToolbar editor={editor} label={label} headings={headings} links={links} />
        )}
        <Box
          sx={{
            px: 2,
            py: 1.5,
            minHeight,
            maxHeight,
            overflowY: 'auto',
            '& .ProseMirror': { outline: 'none', minHeight: minHeight - 24 },
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
        helperText && (
          <Typography variant="caption" color="text.secondary">
            {helperText}
          </Typography>
        )
      )}
    </Box>
  );
}
