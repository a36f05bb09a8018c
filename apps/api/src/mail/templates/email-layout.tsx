import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Img } from '@react-email/img';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { Fragment, type CSSProperties } from 'react';

// The one layout of every organization email (docs/decisions/044-email-templates.md): the
// company's logo and name, a bar and buttons in its brand colour, the paragraphs, and a footer.
// Every piece of text is a React child or attribute, so React escapes it: a candidate named
// `<img src=x onerror=...>` is shown as those characters.

export type EmailBrand = {
  companyName: string;
  // Absolute URL of the logo, or null.
  logoUrl: string | null;
  // #rrggbb.
  color: string;
};

// A run of a paragraph: text (line breaks kept), a link shown inline, or (alone in its
// paragraph) a button.
export type EmailRun =
  | { type: 'text'; text: string }
  | { type: 'link'; href: string; text: string }
  | { type: 'button'; href: string; label: string };

export type EmailLayoutProps = {
  brand: EmailBrand;
  preview: string;
  paragraphs: EmailRun[][];
};

const font = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

// Black or white, whichever reads better on the brand colour (WCAG relative luminance).
export function textColorOn(hex: string): string {
  const channel = (offset: number) => {
    const c = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  // Contrast with white is (1.05)/(L+0.05), with black (L+0.05)/0.05: equal at L ~ 0.179.
  return luminance > 0.179 ? '#111827' : '#ffffff';
}

const styles = {
  body: { backgroundColor: '#f4f4f5', fontFamily: font, margin: 0, padding: '24px 0' },
  container: {
    backgroundColor: '#ffffff',
    border: '1px solid #e4e4e7',
    borderRadius: '8px',
    maxWidth: '560px',
    padding: '0 32px 24px',
  },
  header: { padding: '24px 0 8px' },
  logo: { display: 'block', maxHeight: '48px', maxWidth: '200px', marginBottom: '8px' },
  company: { color: '#18181b', fontSize: '18px', fontWeight: 700, lineHeight: '24px', margin: 0 },
  paragraph: { color: '#27272a', fontSize: '16px', lineHeight: '24px', margin: '16px 0' },
  buttonRow: { margin: '24px 0' },
  button: {
    borderRadius: '6px',
    fontSize: '16px',
    fontWeight: 600,
    lineHeight: '20px',
    padding: '12px 20px',
    textDecoration: 'none',
  },
  hr: { borderColor: '#e4e4e7', margin: '24px 0 16px' },
  footer: { color: '#71717a', fontSize: '12px', lineHeight: '18px', margin: 0 },
} satisfies Record<string, CSSProperties>;

function TextRun({ text }: { text: string }) {
  const lines = text.split('\n');
  return lines.map((line, i) => (
    <Fragment key={i}>
      {i > 0 && <br />}
      {line}
    </Fragment>
  ));
}

export function EmailLayout({ brand, preview, paragraphs }: EmailLayoutProps) {
  const onBrand = textColorOn(brand.color);
  // A light brand colour does not read as link text on white: links are then near-black.
  const linkColor = onBrand === '#ffffff' ? brand.color : '#18181b';
  return (
    <Html lang="en" dir="ltr">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={{ ...styles.container, borderTop: `4px solid ${brand.color}` }}>
          <Section style={styles.header}>
            {brand.logoUrl && (
              <Img src={brand.logoUrl} alt={brand.companyName} height="48" style={styles.logo} />
            )}
            <Text style={styles.company}>{brand.companyName}</Text>
          </Section>
          {paragraphs.map((runs, i) => {
            const [first] = runs;
            if (runs.length === 1 && first?.type === 'button') {
              return (
                <Section key={i} style={styles.buttonRow}>
                  <Button
                    href={first.href}
                    style={{
                      ...styles.button,
                      backgroundColor: brand.color,
                      color: onBrand,
                    }}
                  >
                    {first.label}
                  </Button>
                </Section>
              );
            }
            return (
              <Text key={i} style={styles.paragraph}>
                {runs.map((run, j) =>
                  run.type === 'text' ? (
                    <TextRun key={j} text={run.text} />
                  ) : (
                    <Link
                      key={j}
                      href={run.href}
                      style={{ color: linkColor, textDecoration: 'underline' }}
                    >
                      {run.type === 'link' ? run.text : run.label}
                    </Link>
                  ),
                )}
              </Text>
            );
          })}
          <Hr style={styles.hr} />
          <Text style={styles.footer}>Sent by {brand.companyName} with Rehearse.</Text>
        </Container>
      </Body>
    </Html>
  );
}
