// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeCourseHtml, sanitizeHtml, sanitizeRichTextHtml } from './sanitize-html';

describe('sanitizeRichTextHtml', () => {
  it('never lets stored script run: handlers, scripts, frames and script links go', () => {
    const html = sanitizeRichTextHtml(
      '<img src=x onerror=alert(1)><script>alert(2)</script><p onclick="alert(3)" style="x">Hi</p>' +
        '<a href="javascript:alert(4)">a</a><iframe src="https://evil.example"></iframe>' +
        '<svg><script>alert(5)</script></svg><a href="data:text/html,<script>alert(6)</script>">d</a>',
    );
    expect(html).not.toMatch(/<img|<script|<iframe|<svg|onerror|onclick|style=|javascript:|data:/i);
    expect(html).toContain('<p>Hi</p>');
  });

  it('keeps the formatting a description may have, links with rel=noopener', () => {
    const html =
      '<h2>Role</h2><h3>Team</h3><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s><br></p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote><p>q</p></blockquote>';
    expect(sanitizeRichTextHtml(html)).toBe(html);
    expect(
      sanitizeRichTextHtml(
        '<a href="https://example.com" target="_blank" rel="opener">x</a><a href="mailto:a@b.co">m</a>',
      ),
    ).toBe(
      '<a href="https://example.com" rel="noopener noreferrer">x</a><a href="mailto:a@b.co" rel="noopener noreferrer">m</a>',
    );
  });

  it('leaves the inline profile for messages as it was', () => {
    expect(sanitizeHtml('<h2>x</h2><b>y</b>')).toBe('x<b>y</b>');
  });
});

describe('sanitizeCourseHtml', () => {
  it("keeps a course step's structure and inline code, and nothing that could run or link", () => {
    expect(
      sanitizeCourseHtml(
        '<h2 class="x">Title</h2><p>Use <code>defer</code> or <em>async</em></p><ul><li><strong>a</strong></li></ul>' +
          '<img src=x onerror=alert(1)><a href="https://x.example">link</a><script>alert(2)</script>',
      ),
    ).toBe(
      '<h2>Title</h2><p>Use <code>defer</code> or <em>async</em></p><ul><li><strong>a</strong></li></ul>link',
    );
  });
});
