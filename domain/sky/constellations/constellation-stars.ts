/**
 * The twelve zodiac constellations as stick figures: each figure's main stars with their
 * positions, and the lines that join them.
 *
 * Source: the Yale Bright Star Catalogue, 5th revised edition (Hoffleit & Warren, 1991; the
 * ASCII catalogue distributed by the Harvard–Smithsonian Center for Astrophysics and NASA's
 * Astronomical Data Center, read here through a JSON conversion of it). Positions are J2000.0
 * right ascension and declination in degrees, rounded to 0.001°; `hr` is the star's catalogue
 * number (Harvard Revised), `mag` its visual magnitude. The catalogue carries no licence terms
 * and is redistributed freely as a public-domain work of reference; see ADR 033. The figures
 * (which stars, which lines) are ours, after the usual star-chart figures.
 */
import type { ZodiacSign } from '../astro/astro.types';

export interface CatalogueStar {
  /** Bayer letter or Flamsteed number within the constellation. */
  label: string;
  /** Harvard Revised (Bright Star Catalogue) number. */
  hr: number;
  /** J2000.0 right ascension, degrees. */
  ra: number;
  /** J2000.0 declination, degrees. */
  dec: number;
  /** Visual magnitude (smaller is brighter). */
  mag: number;
}

export interface ConstellationFigure {
  /** The constellation's Latin name (the sign Scorpio's is Scorpius, Capricorn's Capricornus). */
  name: string;
  stars: readonly CatalogueStar[];
  /** Pairs of star labels joined by a line. */
  lines: readonly (readonly [string, string])[];
}

export const CONSTELLATIONS: Readonly<Record<ZodiacSign, ConstellationFigure>> = {
  aries: {
    name: 'Aries',
    stars: [
      { label: 'α', hr: 617, ra: 31.793, dec: 23.462, mag: 2 }, // Hamal
      { label: 'β', hr: 553, ra: 28.66, dec: 20.808, mag: 2.64 }, // Sheratan
      { label: 'γ¹', hr: 545, ra: 28.382, dec: 19.296, mag: 4.83 }, // Mesarthim
      { label: '41', hr: 838, ra: 42.496, dec: 27.261, mag: 3.63 },
    ],
    lines: [['41', 'α'], ['α', 'β'], ['β', 'γ¹']],
  },
  taurus: {
    name: 'Taurus',
    stars: [
      { label: 'α', hr: 1457, ra: 68.98, dec: 16.509, mag: 0.85 }, // Aldebaran
      { label: 'β', hr: 1791, ra: 81.573, dec: 28.608, mag: 1.65 }, // Elnath
      { label: 'γ', hr: 1346, ra: 64.948, dec: 15.628, mag: 3.65 }, // Hyadum I
      { label: 'δ¹', hr: 1373, ra: 65.734, dec: 17.543, mag: 3.76 }, // Hyadum II
      { label: 'ε', hr: 1409, ra: 67.154, dec: 19.18, mag: 3.53 }, // Ain
      { label: 'ζ', hr: 1910, ra: 84.411, dec: 21.142, mag: 3 }, // Tien Kwan
      { label: 'θ²', hr: 1412, ra: 67.165, dec: 15.871, mag: 3.4 },
      { label: 'λ', hr: 1239, ra: 60.17, dec: 12.49, mag: 3.47 },
      { label: 'η', hr: 1165, ra: 56.871, dec: 24.105, mag: 2.87 }, // Alcyone
    ],
    lines: [['β', 'ε'], ['ε', 'δ¹'], ['δ¹', 'γ'], ['γ', 'θ²'], ['θ²', 'α'], ['α', 'ζ'], ['γ', 'λ']],
  },
  gemini: {
    name: 'Gemini',
    stars: [
      { label: 'α', hr: 2891, ra: 113.65, dec: 31.888, mag: 1.98 }, // Castor
      { label: 'β', hr: 2990, ra: 116.329, dec: 28.026, mag: 1.14 }, // Pollux
      { label: 'γ', hr: 2421, ra: 99.428, dec: 16.399, mag: 1.93 }, // Alhena
      { label: 'δ', hr: 2777, ra: 110.031, dec: 21.982, mag: 3.53 }, // Wasat
      { label: 'ε', hr: 2473, ra: 100.983, dec: 25.131, mag: 2.98 }, // Mebsuta
      { label: 'ζ', hr: 2650, ra: 106.027, dec: 20.57, mag: 3.79 }, // Mekbuda
      { label: 'η', hr: 2216, ra: 93.719, dec: 22.507, mag: 3.28 }, // Propus
      { label: 'μ', hr: 2286, ra: 95.74, dec: 22.514, mag: 2.88 }, // Tejat Posterior
      { label: 'τ', hr: 2697, ra: 107.785, dec: 30.245, mag: 4.41 },
      { label: 'κ', hr: 2985, ra: 116.112, dec: 24.398, mag: 3.57 },
    ],
    lines: [['α', 'β'], ['α', 'τ'], ['τ', 'ε'], ['ε', 'μ'], ['μ', 'η'], ['β', 'κ'], ['β', 'δ'], ['δ', 'ζ'], ['ζ', 'γ']],
  },
  cancer: {
    name: 'Cancer',
    stars: [
      { label: 'α', hr: 3572, ra: 134.622, dec: 11.858, mag: 4.25 }, // Acubens
      { label: 'β', hr: 3249, ra: 124.129, dec: 9.186, mag: 3.52 }, // Altarf
      { label: 'γ', hr: 3449, ra: 130.821, dec: 21.469, mag: 4.66 }, // Asellus Borealis
      { label: 'δ', hr: 3461, ra: 131.171, dec: 18.154, mag: 3.94 }, // Asellus Australis
      { label: 'ι', hr: 3475, ra: 131.674, dec: 28.76, mag: 4.02 },
    ],
    lines: [['ι', 'γ'], ['γ', 'δ'], ['δ', 'α'], ['δ', 'β']],
  },
  leo: {
    name: 'Leo',
    stars: [
      { label: 'α', hr: 3982, ra: 152.093, dec: 11.967, mag: 1.35 }, // Regulus
      { label: 'β', hr: 4534, ra: 177.265, dec: 14.572, mag: 2.14 }, // Denebola
      { label: 'γ¹', hr: 4057, ra: 154.993, dec: 19.842, mag: 2.61 }, // Algieba
      { label: 'δ', hr: 4357, ra: 168.527, dec: 20.524, mag: 2.56 }, // Zosma
      { label: 'ε', hr: 3873, ra: 146.463, dec: 23.774, mag: 2.98 }, // Ras Elased Australis
      { label: 'ζ', hr: 4031, ra: 154.173, dec: 23.417, mag: 3.44 }, // Adhafera
      { label: 'η', hr: 3975, ra: 151.833, dec: 16.763, mag: 3.52 },
      { label: 'θ', hr: 4359, ra: 168.56, dec: 15.429, mag: 3.34 }, // Chertan
      { label: 'μ', hr: 3905, ra: 148.191, dec: 26.007, mag: 3.88 }, // Rasalas
    ],
    lines: [['α', 'η'], ['η', 'γ¹'], ['γ¹', 'ζ'], ['ζ', 'μ'], ['μ', 'ε'], ['γ¹', 'δ'], ['δ', 'β'], ['β', 'θ'], ['θ', 'α']],
  },
  virgo: {
    name: 'Virgo',
    stars: [
      { label: 'α', hr: 5056, ra: 201.298, dec: -11.161, mag: 0.98 }, // Spica
      { label: 'β', hr: 4540, ra: 177.674, dec: 1.765, mag: 3.61 }, // Zavijava
      { label: 'γ', hr: 4825, ra: 190.415, dec: -1.449, mag: 3.65 }, // Porrima
      { label: 'δ', hr: 4910, ra: 193.901, dec: 3.397, mag: 3.38 }, // Auva
      { label: 'ε', hr: 4932, ra: 195.544, dec: 10.959, mag: 2.83 }, // Vindemiatrix
      { label: 'ζ', hr: 5107, ra: 203.673, dec: -0.596, mag: 3.37 }, // Heze
      { label: 'η', hr: 4689, ra: 184.977, dec: -0.667, mag: 3.89 }, // Zaniah
      { label: 'θ', hr: 4963, ra: 197.488, dec: -5.539, mag: 4.38 },
    ],
    lines: [['β', 'η'], ['η', 'γ'], ['γ', 'δ'], ['δ', 'ε'], ['γ', 'θ'], ['θ', 'α'], ['δ', 'ζ'], ['ζ', 'α']],
  },
  libra: {
    name: 'Libra',
    stars: [
      { label: 'α²', hr: 5531, ra: 222.72, dec: -16.042, mag: 2.75 }, // Zubenelgenubi
      { label: 'β', hr: 5685, ra: 229.252, dec: -9.383, mag: 2.61 }, // Zubeneschamali
      { label: 'γ', hr: 5787, ra: 233.882, dec: -14.789, mag: 3.91 }, // Zuben-el-Akrab
      { label: 'σ', hr: 5603, ra: 226.017, dec: -25.282, mag: 3.29 }, // Brachium
      { label: 'υ', hr: 5794, ra: 234.256, dec: -28.135, mag: 3.58 },
    ],
    lines: [['σ', 'α²'], ['α²', 'β'], ['β', 'γ'], ['γ', 'α²'], ['γ', 'υ']],
  },
  scorpio: {
    name: 'Scorpius',
    stars: [
      { label: 'β¹', hr: 5984, ra: 241.359, dec: -19.806, mag: 2.62 }, // Acrab
      { label: 'δ', hr: 5953, ra: 240.083, dec: -22.622, mag: 2.32 }, // Dschubba
      { label: 'π', hr: 5944, ra: 239.713, dec: -26.114, mag: 2.89 },
      { label: 'σ', hr: 6084, ra: 245.297, dec: -25.593, mag: 2.89 }, // Al Niyat
      { label: 'α', hr: 6134, ra: 247.352, dec: -26.432, mag: 0.96 }, // Antares
      { label: 'τ', hr: 6165, ra: 248.971, dec: -28.216, mag: 2.82 }, // Alniyat
      { label: 'ε', hr: 6241, ra: 252.541, dec: -34.293, mag: 2.29 },
      { label: 'μ¹', hr: 6247, ra: 252.968, dec: -38.047, mag: 3.08 },
      { label: 'ζ²', hr: 6271, ra: 253.646, dec: -42.361, mag: 3.62 },
      { label: 'η', hr: 6380, ra: 258.038, dec: -43.239, mag: 3.33 },
      { label: 'θ', hr: 6553, ra: 264.33, dec: -42.998, mag: 1.87 }, // Sargas
      { label: 'ι¹', hr: 6615, ra: 266.896, dec: -40.127, mag: 3.03 },
      { label: 'κ', hr: 6580, ra: 265.622, dec: -39.03, mag: 2.41 }, // Girtab
      { label: 'λ', hr: 6527, ra: 263.402, dec: -37.104, mag: 1.63 }, // Shaula
    ],
    lines: [['β¹', 'δ'], ['δ', 'π'], ['δ', 'σ'], ['σ', 'α'], ['α', 'τ'], ['τ', 'ε'], ['ε', 'μ¹'], ['μ¹', 'ζ²'], ['ζ²', 'η'], ['η', 'θ'], ['θ', 'ι¹'], ['ι¹', 'κ'], ['κ', 'λ']],
  },
  sagittarius: {
    name: 'Sagittarius',
    stars: [
      { label: 'γ²', hr: 6746, ra: 271.452, dec: -30.424, mag: 2.99 }, // Alnasl
      { label: 'δ', hr: 6859, ra: 275.249, dec: -29.828, mag: 2.7 }, // Kaus Media
      { label: 'ε', hr: 6879, ra: 276.043, dec: -34.385, mag: 1.85 }, // Kaus Australis
      { label: 'λ', hr: 6913, ra: 276.993, dec: -25.422, mag: 2.81 }, // Kaus Borealis
      { label: 'φ', hr: 7039, ra: 281.414, dec: -26.991, mag: 3.17 },
      { label: 'σ', hr: 7121, ra: 283.816, dec: -26.297, mag: 2.02 }, // Nunki
      { label: 'τ', hr: 7234, ra: 286.735, dec: -27.671, mag: 3.32 },
      { label: 'ζ', hr: 7194, ra: 285.653, dec: -29.88, mag: 2.6 }, // Ascella
    ],
    lines: [['γ²', 'δ'], ['δ', 'ε'], ['ε', 'γ²'], ['δ', 'λ'], ['λ', 'φ'], ['φ', 'δ'], ['φ', 'σ'], ['σ', 'τ'], ['τ', 'ζ'], ['ζ', 'φ'], ['ζ', 'ε']],
  },
  capricorn: {
    name: 'Capricornus',
    stars: [
      { label: 'α²', hr: 7754, ra: 304.514, dec: -12.545, mag: 3.57 }, // Algedi
      { label: 'β', hr: 7776, ra: 305.253, dec: -14.781, mag: 3.08 }, // Dabih
      { label: 'ψ', hr: 7936, ra: 311.524, dec: -25.271, mag: 4.14 },
      { label: 'ω', hr: 7980, ra: 312.955, dec: -26.919, mag: 4.11 },
      { label: 'ζ', hr: 8204, ra: 321.667, dec: -22.411, mag: 3.74 },
      { label: 'δ', hr: 8322, ra: 326.76, dec: -16.127, mag: 2.87 }, // Deneb Algedi
      { label: 'γ', hr: 8278, ra: 325.023, dec: -16.662, mag: 3.68 }, // Nashira
      { label: 'ι', hr: 8167, ra: 320.562, dec: -16.834, mag: 4.28 },
      { label: 'θ', hr: 8075, ra: 316.487, dec: -17.233, mag: 4.07 },
    ],
    lines: [['α²', 'β'], ['β', 'ψ'], ['ψ', 'ω'], ['ω', 'ζ'], ['ζ', 'δ'], ['δ', 'γ'], ['γ', 'ι'], ['ι', 'θ'], ['θ', 'β']],
  },
  aquarius: {
    name: 'Aquarius',
    stars: [
      { label: 'α', hr: 8414, ra: 331.446, dec: -0.32, mag: 2.96 }, // Sadalmelik
      { label: 'β', hr: 8232, ra: 322.89, dec: -5.571, mag: 2.91 }, // Sadalsuud
      { label: 'γ', hr: 8518, ra: 335.414, dec: -1.387, mag: 3.84 }, // Sadachbia
      { label: 'δ', hr: 8709, ra: 343.662, dec: -15.821, mag: 3.27 }, // Skat
      { label: 'ε', hr: 7950, ra: 311.919, dec: -9.496, mag: 3.77 }, // Albali
      { label: 'ζ', hr: 8559, ra: 337.209, dec: -0.02, mag: 4.42 },
      { label: 'η', hr: 8597, ra: 338.839, dec: -0.118, mag: 4.02 },
      { label: 'π', hr: 8539, ra: 336.319, dec: 1.377, mag: 4.66 },
      { label: 'θ', hr: 8499, ra: 334.208, dec: -7.783, mag: 4.16 }, // Ancha
      { label: 'λ', hr: 8698, ra: 343.154, dec: -7.58, mag: 3.74 },
      { label: 'φ', hr: 8834, ra: 348.581, dec: -6.049, mag: 4.22 },
    ],
    lines: [['ε', 'β'], ['β', 'α'], ['α', 'γ'], ['γ', 'ζ'], ['ζ', 'η'], ['ζ', 'π'], ['α', 'θ'], ['θ', 'λ'], ['λ', 'φ'], ['λ', 'δ']],
  },
  pisces: {
    name: 'Pisces',
    stars: [
      { label: 'γ', hr: 8852, ra: 349.291, dec: 3.282, mag: 3.69 },
      { label: 'θ', hr: 8916, ra: 351.992, dec: 6.379, mag: 4.28 },
      { label: 'ι', hr: 8969, ra: 354.987, dec: 5.626, mag: 4.13 },
      { label: 'λ', hr: 8984, ra: 355.512, dec: 1.78, mag: 4.5 },
      { label: 'κ', hr: 8911, ra: 351.733, dec: 1.256, mag: 4.94 },
      { label: 'ω', hr: 9072, ra: 359.828, dec: 6.863, mag: 4.01 },
      { label: 'δ', hr: 224, ra: 12.171, dec: 7.585, mag: 4.43 },
      { label: 'ε', hr: 294, ra: 15.736, dec: 7.89, mag: 4.28 },
      { label: 'ζ', hr: 361, ra: 18.433, dec: 7.575, mag: 5.24 },
      { label: 'μ', hr: 434, ra: 22.546, dec: 6.144, mag: 4.84 },
      { label: 'ν', hr: 489, ra: 25.358, dec: 5.487, mag: 4.44 },
      { label: 'α', hr: 596, ra: 30.512, dec: 2.764, mag: 4.33 }, // Alrescha
      { label: 'ο', hr: 510, ra: 26.348, dec: 9.158, mag: 4.26 }, // Torcularis Septentrionalis
      { label: 'η', hr: 437, ra: 22.871, dec: 15.346, mag: 3.62 }, // Kullat Nunu
    ],
    lines: [['γ', 'θ'], ['θ', 'ι'], ['ι', 'λ'], ['λ', 'κ'], ['κ', 'γ'], ['ι', 'ω'], ['ω', 'δ'], ['δ', 'ε'], ['ε', 'ζ'], ['ζ', 'μ'], ['μ', 'ν'], ['ν', 'α'], ['α', 'ο'], ['ο', 'η']],
  },
};
