import { Body, Button, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';

/**
 * The one frame every email is drawn in: the brand, a heading, the message and a footer, in a
 * single column that reads on a phone's mail app (16px text, a 560px column that narrows, a
 * full-width button). Inline styles only, since mail apps drop stylesheets. No images and no
 * tracking: transactional mail only.
 */
export const BRAND = 'Moonwise';

const colours = { ink: '#1f1d36', muted: '#55536b', night: '#2b2a52', paper: '#f6f4ff', line: '#dcd8f0', white: '#ffffff' };
const font = "Georgia, 'Times New Roman', serif";

const styles = {
  body: { backgroundColor: colours.paper, margin: '0', padding: '24px 0', fontFamily: font },
  container: { backgroundColor: colours.white, maxWidth: '560px', width: '100%', margin: '0 auto', padding: '28px 24px', borderRadius: '12px' },
  brand: { color: colours.night, fontSize: '15px', letterSpacing: '0.08em', textTransform: 'uppercase' as const, margin: '0 0 20px' },
  heading: { color: colours.ink, fontSize: '24px', lineHeight: '1.3', fontWeight: 'normal', margin: '0 0 16px' },
  text: { color: colours.ink, fontSize: '16px', lineHeight: '1.6', margin: '0 0 16px' },
  button: { backgroundColor: colours.night, color: colours.white, borderRadius: '8px', fontSize: '16px', padding: '14px 20px', textDecoration: 'none', display: 'block', textAlign: 'center' as const },
  code: { color: colours.ink, fontSize: '28px', letterSpacing: '0.2em', fontWeight: 'bold', fontFamily: "'Courier New', monospace", whiteSpace: 'nowrap' as const },
  rule: { borderColor: colours.line, margin: '24px 0 16px' },
  footer: { color: colours.muted, fontSize: '13px', lineHeight: '1.5', margin: '0' },
  link: { color: colours.night, wordBreak: 'break-all' as const },
};

export const Paragraph = ({ children }: { children: ReactNode }) => <Text style={styles.text}>{children}</Text>;

/** The main action: a button, with its address written out below for mail apps that hide buttons. */
export const Action = ({ href, children }: { href: string; children: ReactNode }) => (
  <Section style={{ margin: '8px 0 20px' }}>
    <Button href={href} style={styles.button}>
      {children}
    </Button>
    <Text style={{ ...styles.footer, marginTop: '10px' }} data-skip-in-text="true">
      Or copy this address into your browser:{' '}
      <Link href={href} style={styles.link}>
        {href}
      </Link>
    </Text>
  </Section>
);

/** A code to type, large and spaced in the HTML part, plain in the text part. */
export const Code = ({ children }: { children: string }) => <span style={styles.code}>{children}</span>;

export const EmailLayout = ({ preview, heading, siteUrl, why, children }: { preview: string; heading: string; siteUrl: string; why: string; children: ReactNode }) => (
  <Html lang="en">
    <Head>
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="color-scheme" content="light" />
    </Head>
    <Preview>{preview}</Preview>
    <Body style={styles.body}>
      <Container style={styles.container}>
        <Text style={styles.brand}>{BRAND}</Text>
        <Heading as="h1" style={styles.heading}>
          {heading}
        </Heading>
        {children}
        <Hr style={styles.rule} />
        <Text style={styles.footer}>
          {why} {BRAND}, a site about moon cycles and manifestation:{' '}
          <Link href={siteUrl} style={styles.link}>
            {siteUrl}
          </Link>
        </Text>
      </Container>
    </Body>
  </Html>
);
