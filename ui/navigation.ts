/** The shared header's links, in the order §2 gives them (the brand mark comes first). */
export const headerLinks = [
  { to: '/', label: 'Home' },
  { to: '/free-moon-reading', label: 'Free Moon Reading' },
  { to: '/app', label: 'Try App' },
  { to: '/moon-signs', label: 'Moon Signs' },
  { to: '/moon-phases', label: 'Moon Phases' },
  { to: '/manifestation', label: 'Manifestation' },
  { to: '/blog', label: 'Blog' },
  { to: '/contact', label: 'Contact' },
] as const;

export const BRAND_NAME = 'Moonwise';
