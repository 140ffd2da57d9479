import type { QuickReplyOption } from '../../../domain/conversation';

/** §4 "Widget start": the welcome a new conversation opens with. */
export const WELCOME_TEXT =
  'Hi, I’m Luna, your moon guide. 🌙 I can prepare your free moon reading in about 2 minutes, or we can talk through a goal or concern that’s on your mind. Where would you like to start?';
export const WELCOME_OPTIONS: QuickReplyOption[] = [
  { id: 'welcome_reading', label: 'Get my free moon reading', value: 'I’d love my free moon reading', tone: 'primary' },
  { id: 'welcome_goal', label: 'Help with a goal or concern', value: 'I’d like help with a goal or concern' },
];

export const welcomeBackText = (firstName: string): string =>
  `Welcome back, ${firstName}! 🌙 Your moon reading is right here. What would you like to explore together?`;
export const WELCOME_BACK_OPTIONS: QuickReplyOption[] = [
  { id: 'welcome_back_moon_sign', label: 'Explore my moon sign meaning', value: 'What does my moon sign mean for me?', tone: 'primary' },
  { id: 'welcome_back_goal', label: 'Get guidance on my goal', value: 'Can you guide me with my goal?' },
  { id: 'welcome_back_profile', label: 'Learn my full astrological profile', value: 'I’d like to learn about my full astrological profile' },
];

/** Personalised ('Welcome back' and the first name) only when viewing a reading with its token. */
export const welcomeFor = (viewer: { viewingReading: boolean; firstName: string | null | undefined }): { content: string; quickReplies: QuickReplyOption[] } => {
  const firstName = viewer.firstName?.trim();
  return viewer.viewingReading && firstName
    ? { content: welcomeBackText(firstName), quickReplies: WELCOME_BACK_OPTIONS }
    : { content: WELCOME_TEXT, quickReplies: WELCOME_OPTIONS };
};
