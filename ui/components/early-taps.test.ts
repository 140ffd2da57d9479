// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeEarlyTaps } from '../api/runtime-config';
import { replayEarlyTaps } from './early-taps';

afterEach(() => {
  document.body.innerHTML = '';
  window.__MOONWISE_EARLY_TAPS__ = undefined;
});

const busyButton = (): HTMLButtonElement => {
  const button = document.createElement('button');
  button.type = 'button';
  button.setAttribute('aria-busy', 'true');
  document.body.append(button);
  return button;
};

describe('the taps made before the app took over', () => {
  it('taps each kept button again, no longer busy', () => {
    const button = busyButton();
    const clicked = vi.fn(() => button.getAttribute('aria-busy'));
    button.addEventListener('click', clicked);
    const taps = [button];
    replayEarlyTaps(taps);
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(clicked).toHaveReturnedWith(null);
    // Emptied as it is replayed: a second replay (an effect run twice) taps nothing again.
    expect(taps).toEqual([]);
    replayEarlyTaps(taps);
    expect(clicked).toHaveBeenCalledTimes(1);
  });

  it('submits each kept form again', () => {
    const form = document.createElement('form');
    document.body.append(form);
    const submitted = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submitted);
    replayEarlyTaps([form]);
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('lets go of a control the page no longer shows', () => {
    const button = busyButton();
    const clicked = vi.fn();
    button.addEventListener('click', clicked);
    button.remove();
    replayEarlyTaps([button]);
    expect(clicked).not.toHaveBeenCalled();
  });

  it('are taken once: from then on the app answers taps itself and none are kept', () => {
    window.__MOONWISE_EARLY_TAPS__ = [busyButton()];
    expect(takeEarlyTaps()).toHaveLength(1);
    expect(window.__MOONWISE_EARLY_TAPS__).toBeNull();
    expect(takeEarlyTaps()).toEqual([]);
  });
});
