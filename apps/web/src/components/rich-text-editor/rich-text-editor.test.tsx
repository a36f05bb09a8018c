// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { RichTextEditor } from './rich-text-editor';

describe('RichTextEditor', () => {
  it('labels the text box and its toolbar from the neutral richText texts', async () => {
    renderWithProviders(
      <RichTextEditor label="Notes" value="<p>Hello</p>" onChange={vi.fn()} helperText="Help" />,
    );
    const toolbar = await screen.findByRole('toolbar', { name: 'Formatting for Notes' });
    for (const name of [
      'Bold (Ctrl+B)',
      'Italic (Ctrl+I)',
      'Underline (Ctrl+U)',
      'Strikethrough (Ctrl+Shift+S)',
      'H2 heading',
      'H3 subheading',
      'Bulleted list',
      'Numbered list',
      'Quote',
      'Link',
    ]) {
      expect(within(toolbar).getByRole('button', { name })).toBeTruthy();
    }
    expect(screen.getByRole('textbox', { name: 'Notes' }).textContent).toBe('Hello');
    expect(screen.getByText('Help')).toBeTruthy();
  });

  it('leaves out headings and links when a caller turns them off', async () => {
    renderWithProviders(
      <RichTextEditor label="Message" value="" onChange={vi.fn()} headings={false} links={false} />,
    );
    const toolbar = await screen.findByRole('toolbar', { name: 'Formatting for Message' });
    expect(within(toolbar).getByRole('button', { name: 'Bold (Ctrl+B)' })).toBeTruthy();
    expect(within(toolbar).queryByRole('button', { name: 'H2 heading' })).toBeNull();
    expect(within(toolbar).queryByRole('button', { name: 'Link' })).toBeNull();
  });
});
