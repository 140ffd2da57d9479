import { useEffect, useState, useSyncExternalStore } from 'react';

/** Chrome's and Edge's offer to install the site (not in TypeScript's DOM types). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const STANDALONE = '(display-mode: standalone)';

/** True when the site runs as the installed app (opened from the home screen); false before hydration. */
const useRunsAsApp = (): boolean =>
  useSyncExternalStore(
    (changed) => {
      const query = window.matchMedia(STANDALONE);
      query.addEventListener('change', changed);
      return () => query.removeEventListener('change', changed);
    },
    () => window.matchMedia(STANDALONE).matches || (navigator as Navigator & { standalone?: boolean }).standalone === true,
    () => false,
  );

export type InstallState = 'browser' | 'installable' | 'installed' | 'app';

/**
 * Where the visitor stands with the app: in a browser ('browser'), in one that offers to install
 * it now ('installable', with `install` to ask), just installed ('installed'), or in the app ('app').
 * Before the page hydrates, 'browser'.
 */
export const useInstallApp = (): { state: InstallState; install: () => void } => {
  const runsAsApp = useRunsAsApp();
  const [state, setState] = useState<Exclude<InstallState, 'app'>>('browser');
  const [offer, setOffer] = useState<InstallPromptEvent | null>(null);
  useEffect(() => {
    const onOffer = (event: Event) => {
      // The browser's own mini bar is kept back: the page's button makes the offer.
      event.preventDefault();
      setOffer(event as InstallPromptEvent);
      setState('installable');
    };
    const onInstalled = () => {
      setOffer(null);
      setState('installed');
    };
    window.addEventListener('beforeinstallprompt', onOffer);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onOffer);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);
  const install = () => {
    if (offer === null) return;
    void offer.prompt().then(async () => {
      const { outcome } = await offer.userChoice;
      setOffer(null);
      setState(outcome === 'accepted' ? 'installed' : 'browser');
    });
  };
  return { state: runsAsApp ? 'app' : state, install };
};
