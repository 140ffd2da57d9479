/**
 * Fills '{placeholder}' slots in a content template. A slot without a value, or a value
 * without a slot, is a content bug, so both throw: a note must never reach a visitor reading
 * 'at {time} local time'.
 */
const SLOT = /\{([a-zA-Z]+)\}/g;

export const templateSlots = (template: string): string[] => [...new Set([...template.matchAll(SLOT)].map((match) => match[1] as string))];

export const fillTemplate = (template: string, values: Readonly<Record<string, string>>): string => {
  const slots = templateSlots(template);
  const unused = Object.keys(values).filter((key) => !slots.includes(key));
  if (unused.length > 0) throw new Error(`The template has no slot for ${unused.join(', ')}: ${template}`);
  return template.replace(SLOT, (_match, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`No value for {${key}} in: ${template}`);
    return value;
  });
};
