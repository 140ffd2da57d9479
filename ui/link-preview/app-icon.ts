/** The brand's night and moon colours (public/favicon.svg, the theme colour). */
export const NIGHT = '#1b1640';
export const MOON = '#f4e7c3';

/**
 * The brand moon on the night sky, `size` px square. A maskable icon fills its square and keeps
 * the moon inside the middle 80 % (the launcher may cut it to any shape); the plain one is a
 * rounded tile.
 */
export const appIconSvg = (size: number, { maskable }: { maskable: boolean }): string => {
  const scale = size / 32;
  const moon = maskable ? 0.7 : 1;
  const at = (value: number) => (16 + (value - 16) * moon) * scale;
  const radius = (value: number) => value * moon * scale;
  const corner = maskable ? 0 : size * 0.22;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">`,
    `<rect width="${size}" height="${size}" rx="${corner}" fill="${NIGHT}"/>`,
    `<circle cx="${at(16)}" cy="${at(16)}" r="${radius(11)}" fill="${MOON}"/>`,
    `<circle cx="${at(21)}" cy="${at(12)}" r="${radius(9.5)}" fill="${NIGHT}"/>`,
    '</svg>',
  ].join('');
};

/** The icons the web app manifest lists: where the build writes each, its size and purpose. */
export const APP_ICONS = [
  { src: '/icons/moonwise-192.png', size: 192, purpose: 'any' },
  { src: '/icons/moonwise-512.png', size: 512, purpose: 'any' },
  { src: '/icons/moonwise-maskable-512.png', size: 512, purpose: 'maskable' },
  { src: '/icons/apple-touch-icon-180.png', size: 180, purpose: 'apple-touch' },
] as const;

/** The web app manifest (/manifest.webmanifest): what a phone needs to install the site as an app (ADR 032). */
export const webAppManifest = () => ({
  id: '/app',
  name: 'Moonwise',
  short_name: 'Moonwise',
  description: 'Today’s Moon, your free moon reading, and moon phase and moon sign guides for manifesting with the lunar cycle.',
  lang: 'en',
  // The app opens on /app: today's Moon, then the way into the site.
  start_url: '/app',
  scope: '/',
  display: 'standalone',
  theme_color: NIGHT,
  background_color: NIGHT,
  categories: ['lifestyle', 'education'],
  icons: APP_ICONS.filter(({ purpose }) => purpose !== 'apple-touch').map(({ src, size, purpose }) => ({ src, sizes: `${size}x${size}`, type: 'image/png', purpose })),
});
