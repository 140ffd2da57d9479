/** A link to a page of this site (its path), as opposed to another site or a place on the same page. */
export const isInternal = (href: string): boolean => href.startsWith('/') && !href.startsWith('//');
