/** How the ten bodies (not the node, a point rather than a body) spread over elements and modalities. */
import type { ZodiacSign } from '../astro';
import { ELEMENTS, MODALITIES, elementOf, modalityOf, type Element, type Modality } from '../zodiac/zodiac';

export interface Balance {
  elements: Record<Element, number>;
  modalities: Record<Modality, number>;
}

export function balanceOf(signs: readonly ZodiacSign[]): Balance {
  const elements = Object.fromEntries(ELEMENTS.map((e) => [e, 0])) as Record<Element, number>;
  const modalities = Object.fromEntries(MODALITIES.map((m) => [m, 0])) as Record<Modality, number>;
  for (const sign of signs) {
    elements[elementOf(sign)] += 1;
    modalities[modalityOf(sign)] += 1;
  }
  return { elements, modalities };
}
