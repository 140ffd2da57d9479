// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CONSTELLATIONS, MOON_PHASES, PHASE_RULE_TEXT, ZODIAC_SIGNS } from '../../../domain/sky';
import { readingContent } from '../../../domain/reading';
import { MoonDisc, limbRotation, litPath } from '../../components/moon-disc';
import { MoonPhasePage } from './moon-phase-page';
import { MoonPhasesPage } from './moon-phases-page';
import { MoonSignPage } from './moon-sign-page';
import { MoonSignsPage } from './moon-signs-page';
import { pageContent } from './page-content';
import { typicalIllumination } from './phase-guide';
import { ZodiacSignPage } from './zodiac-sign-page';
import { ZodiacSignsPage } from './zodiac-signs-page';

afterEach(cleanup);

const renderAt = (path: string, pattern: string, page: ReactElement) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={pattern} element={page} />
      </Routes>
    </MemoryRouter>,
  );

const linkTo = (name: string | RegExp) => screen.getByRole('link', { name });

describe('the moon phase overview', () => {
  it('lists the eight phases in cycle order, each drawn and linked, and states the naming rule', () => {
    renderAt('/moon-phases', '/moon-phases', <MoonPhasesPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('The eight moon phases');
    expect(screen.getAllByRole('img')).toHaveLength(8);
    for (const phase of MOON_PHASES) {
      expect(linkTo(readingContent.phases[phase].name).getAttribute('href')).toBe(`/moon-phases/${phase}`);
    }
    expect(screen.getByText(PHASE_RULE_TEXT)).toBeTruthy();
    expect(linkTo('Get your free moon reading').getAttribute('href')).toBe('/free-moon-reading');
  });
});

describe('a moon phase page', () => {
  it('shows the waxing gibbous Moon with its practice, gift, lesson and neighbours', () => {
    renderAt('/moon-phases/waxing-gibbous', '/moon-phases/:phase', <MoonPhasePage />);
    const content = readingContent.phases['waxing-gibbous'];
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Waxing Gibbous Moon']);
    expect(screen.getByRole('img', { name: 'Waxing Gibbous Moon: nearly full' })).toBeTruthy();
    expect(screen.getByText(content.practice)).toBeTruthy();
    expect(screen.getByText(content.gift)).toBeTruthy();
    expect(screen.getByText(content.lesson)).toBeTruthy();
    const neighbours = within(screen.getByRole('navigation', { name: 'Neighbouring phases' }));
    expect(neighbours.getByRole('link', { name: 'Previous: First Quarter' }).getAttribute('href')).toBe('/moon-phases/first-quarter');
    expect(neighbours.getByRole('link', { name: 'Next: Full Moon' }).getAttribute('href')).toBe('/moon-phases/full-moon');
    expect(linkTo('Get your free moon reading').getAttribute('href')).toBe('/free-moon-reading');
  });

  it('wraps round the cycle: the waning crescent leads back to the new moon', () => {
    renderAt('/moon-phases/waning-crescent', '/moon-phases/:phase', <MoonPhasePage />);
    expect(linkTo('Next: New Moon').getAttribute('href')).toBe('/moon-phases/new-moon');
  });

  it('shows the not-found page for a phase that does not exist', () => {
    renderAt('/moon-phases/blue-moon', '/moon-phases/:phase', <MoonPhasePage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page Not Found');
    expect(screen.getByText("The page you're looking for doesn't exist or has been moved.")).toBeTruthy();
  });
});

describe('a moon sign page', () => {
  it('shows the Moon in Scorpio with needs, strengths, shadow, style, ritual, element and mode', () => {
    renderAt('/moon-signs/scorpio', '/moon-signs/:sign', <MoonSignPage />);
    const content = readingContent.moonSigns.scorpio;
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Moon in Scorpio');
    for (const text of [content.essence, content.needs, content.strengths, content.shadow, content.manifestationStyle, content.ritual]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    expect(screen.getAllByText('Water').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Fixed').length).toBeGreaterThan(0);
    expect(linkTo('Previous: Moon in Libra').getAttribute('href')).toBe('/moon-signs/libra');
    expect(linkTo('Next: Moon in Sagittarius').getAttribute('href')).toBe('/moon-signs/sagittarius');
    expect(linkTo('Scorpio as a Sun sign').getAttribute('href')).toBe('/zodiac-signs/scorpio');
    const index = within(screen.getByRole('navigation', { name: 'All moon signs' }));
    expect(index.getAllByRole('link')).toHaveLength(12);
    expect(index.getByRole('link', { name: 'Moon in Scorpio' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows the not-found page for a sign that does not exist', () => {
    renderAt('/moon-signs/ophiuchus', '/moon-signs/:sign', <MoonSignPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page Not Found');
  });

  it('draws the sign’s constellation from its catalogue stars, joined by its lines, and names it', () => {
    renderAt('/moon-signs/scorpio', '/moon-signs/:sign', <MoonSignPage />);
    const art = screen.getByRole('img', { name: 'The constellation Scorpius, home of Scorpio' });
    expect(art.querySelectorAll('.sign-art-stars circle')).toHaveLength(CONSTELLATIONS.scorpio.stars.length);
    expect(art.querySelectorAll('.sign-art-lines line')).toHaveLength(CONSTELLATIONS.scorpio.lines.length);
    expect(art.querySelector('.sign-art-glyph')?.textContent).toContain('♏');
  });

  it('the overview links all twelve moon signs', () => {
    renderAt('/moon-signs', '/moon-signs', <MoonSignsPage />);
    // Each card carries its constellation as decoration: the link beside it names the sign.
    const arts = document.querySelectorAll('.ps-card svg.sign-art[aria-hidden="true"]');
    expect([...arts].map((art) => art.getAttribute('data-constellation'))).toEqual(ZODIAC_SIGNS.map((sign) => CONSTELLATIONS[sign].name));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('The twelve moon signs');
    expect(linkTo('Moon in Aries').getAttribute('href')).toBe('/moon-signs/aries');
    expect(linkTo('Moon in Pisces').getAttribute('href')).toBe('/moon-signs/pisces');
  });
});

describe('a zodiac sign page', () => {
  it('shows Aries as a Sun sign with element, mode and links to its neighbours and its Moon page', () => {
    renderAt('/zodiac-signs/aries', '/zodiac-signs/:sign', <ZodiacSignPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Aries');
    expect(screen.getByText(readingContent.sunSigns.aries.essence)).toBeTruthy();
    expect(screen.getAllByText('Fire').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Cardinal').length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'Manifesting as an Aries' })).toBeTruthy();
    expect(linkTo('Previous: Pisces').getAttribute('href')).toBe('/zodiac-signs/pisces');
    expect(linkTo('Next: Taurus').getAttribute('href')).toBe('/zodiac-signs/taurus');
    expect(linkTo('Read about the Moon in Aries').getAttribute('href')).toBe('/moon-signs/aries');
    expect(screen.getByRole('img', { name: 'The constellation Aries' })).toBeTruthy();
    expect(linkTo('Get your free moon reading').getAttribute('href')).toBe('/free-moon-reading');
  });

  it('shows the not-found page for a sign that does not exist', () => {
    renderAt('/zodiac-signs/Aries', '/zodiac-signs/:sign', <ZodiacSignPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page Not Found');
  });

  it('the overview links all twelve signs with their dates', () => {
    renderAt('/zodiac-signs', '/zodiac-signs', <ZodiacSignsPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('The twelve zodiac signs');
    expect(linkTo('Capricorn').getAttribute('href')).toBe('/zodiac-signs/capricorn');
    expect(screen.getByText('Sun from about 22 December to 19 January')).toBeTruthy();
  });
});

describe('the page content', () => {
  it('is exactly the validated reading content for moon signs, sun signs and phases', () => {
    expect(pageContent).toEqual({ moonSigns: readingContent.moonSigns, sunSigns: readingContent.sunSigns, phases: readingContent.phases });
  });
});

describe('the Moon drawing', () => {
  it('draws nothing lit for a dark Moon and the whole disc for a full one', () => {
    expect(litPath(0, true)).toBeUndefined();
    expect(litPath(1, false)).toBe('M 50 5 A 45 45 0 0 0 50 95 A 45.00 45 0 0 0 50 5 Z');
  });

  it('lights the right limb while waxing and the left while waning, with a straight terminator at the quarters', () => {
    expect(litPath(0.5, true)).toBe('M 50 5 A 45 45 0 0 1 50 95 A 0.00 45 0 0 1 50 5 Z');
    expect(litPath(0.5, false)).toBe('M 50 5 A 45 45 0 0 0 50 95 A 0.00 45 0 0 0 50 5 Z');
  });

  it('bulges the terminator toward the lit limb for a crescent and away from it for a gibbous Moon', () => {
    expect(litPath(0.146, true)).toContain('0 0 0 50 5');
    expect(litPath(0.854, true)).toContain('0 0 1 50 5');
  });

  it('turns the lit side to the bright limb’s position angle: a limb drawn west (270°) turns clockwise by 270° − χ', () => {
    expect(limbRotation(270)).toBe(0);
    expect(limbRotation(0)).toBe(270);
    expect(limbRotation(90)).toBe(180);
    expect(limbRotation(300)).toBe(330);
  });

  it('draws the lit side turned when told where the Sun is, keeps the seas still, and keeps the name free of numbers', () => {
    render(<MoonDisc illumination={0.3} waxing={false} label="Waning Crescent Moon" brightLimbAngle={75} />);
    const disc = screen.getByRole('img', { name: /^Waning Crescent Moon: / });
    expect(disc.getAttribute('aria-label')).not.toMatch(/\d/);
    expect(disc.getAttribute('data-bright-limb-angle')).toBe('75');
    // Drawn as a limb on the right (the waxing shape), then turned to 75°.
    expect(disc.querySelector('.moon-disc-lit')?.getAttribute('d')).toBe(litPath(0.3, true));
    expect(disc.querySelector('.moon-disc-lit')?.getAttribute('transform')).toBe('rotate(195 50 50)');
    expect(disc.querySelector('.moon-disc-maria')?.getAttribute('transform')).toBeNull();
    expect(disc.querySelectorAll('.moon-disc-maria ellipse').length).toBeGreaterThan(5);
    expect(disc.querySelector('.moon-disc-earthshine')).not.toBeNull();
  });

  it('without a position angle, draws as before: right while waxing, left while waning, unturned', () => {
    render(<MoonDisc illumination={0.3} waxing={false} label="Waning Crescent Moon" />);
    const disc = screen.getByRole('img', { name: /^Waning Crescent Moon: / });
    expect(disc.querySelector('.moon-disc-lit')?.getAttribute('d')).toBe(litPath(0.3, false));
    expect(disc.querySelector('.moon-disc-lit')?.getAttribute('transform')).toBeNull();
    expect(disc.getAttribute('data-bright-limb-angle')).toBeNull();
  });

  it('uses the lit fraction at the centre of each phase sector', () => {
    expect(MOON_PHASES.map(typicalIllumination)).toEqual([0, 0.146, 0.5, 0.854, 1, 0.854, 0.5, 0.146]);
  });
});
