import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { Fragment, useMemo, type ReactNode } from 'react';
import { parseInline, parseMarkdown, type Block, type Inline } from '../markdown/parse-markdown';

const MONO =
  '"JetBrains Mono", "Fira Code", ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

const inlineCodeSx: SxProps<Theme> = (theme) => ({
  fontFamily: MONO,
  fontSize: '0.875em',
  px: 0.5,
  py: 0.125,
  borderRadius: 0.75,
  bgcolor: 'action.hover',
  overflowWrap: 'anywhere',
  ...theme.applyStyles('dark', { bgcolor: 'rgba(255,255,255,0.08)' }),
});

function renderInline(nodes: readonly Inline[]): ReactNode {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return <Fragment key={index}>{node.text}</Fragment>;
      case 'code':
        return (
          <Box key={index} component="code" sx={inlineCodeSx}>
            {node.text}
          </Box>
        );
      case 'strong':
        return <strong key={index}>{renderInline(node.children)}</strong>;
      case 'em':
        return <em key={index}>{renderInline(node.children)}</em>;
      case 'link':
        return (
          <Link key={index} href={node.href} target="_blank" rel="noopener noreferrer">
            {renderInline(node.children)}
          </Link>
        );
    }
  });
}

type Variant = 'body1' | 'body2';

function renderBlock(block: Block, index: number, variant: Variant): ReactNode {
  switch (block.type) {
    case 'paragraph':
      return (
        <Typography key={index} component="p" variant={variant} sx={{ my: 0 }}>
          {renderInline(block.children)}
        </Typography>
      );
    case 'heading':
      return (
        <Typography key={index} component="p" variant={variant} sx={{ my: 0, fontWeight: 700 }}>
          {renderInline(block.children)}
        </Typography>
      );
    case 'quote':
      return (
        <Box
          key={index}
          component="blockquote"
          sx={{ m: 0, pl: 2, borderLeft: 3, borderColor: 'divider', color: 'text.secondary' }}
        >
          {renderInline(block.children)}
        </Box>
      );
    case 'list':
      return (
        <Box
          key={index}
          component={block.ordered ? 'ol' : 'ul'}
          start={block.ordered && block.start !== 1 ? block.start : undefined}
          sx={(theme) => ({
            my: 0,
            pl: 3,
            ...theme.typography[variant],
            '& > li + li': { mt: 0.5 },
          })}
        >
          {block.items.map((item, i) => (
            <li key={i}>{renderInline(item)}</li>
          ))}
        </Box>
      );
    case 'code':
      return (
        // Long lines scroll inside the block; tabIndex lets keyboard users scroll it.
        <Box
          key={index}
          component="pre"
          tabIndex={0}
          sx={(theme) => ({
            m: 0,
            p: 2,
            overflowX: 'auto',
            borderRadius: 1.5,
            fontFamily: MONO,
            fontSize: '0.875rem',
            lineHeight: 1.6,
            bgcolor: '#f3f4f6',
            color: '#1f2937',
            border: 1,
            borderColor: 'divider',
            '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}` },
            ...theme.applyStyles('dark', { bgcolor: '#0b0d12', color: '#e5e7eb' }),
          })}
        >
          <code>{block.text}</code>
        </Box>
      );
  }
}

// A question's prompt or an explanation: Markdown rendered as React elements, never as HTML.
export function MarkdownText({
  source,
  variant = 'body1',
  sx,
}: {
  source: string;
  variant?: Variant;
  sx?: SxProps<Theme>;
}) {
  const blocks = useMemo(() => parseMarkdown(source), [source]);
  return (
    <Box sx={[{ display: 'grid', gap: 1.5, minWidth: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {blocks.map((block, index) => renderBlock(block, index, variant))}
    </Box>
  );
}

// One line of Markdown (an option's text) inside surrounding text.
export function InlineMarkdown({ source }: { source: string }) {
  const nodes = useMemo(() => parseInline(source), [source]);
  return <>{renderInline(nodes)}</>;
}
