import { loadableHistory } from '../history';
import { detectPersona, isPersonaArchetypeId } from '../persona';
import { type PersonaArchetypeId } from '../../reading';
import { isUserStage } from '../stage/stage';
import type { HistoryMessage } from './chat-messages';
import type { LunaInsights } from './system-prompt';

/**
 * Reading the chat call's loose user_context (§3 "User context") into prompt insights.
 * The object comes from the browser, so each field is taken only when it has the right type;
 * anything else is ignored rather than refused, because a stale widget must still get a reply.
 */

type Loose = Readonly<Record<string, unknown>>;

const isLoose = (value: unknown): value is Loose => typeof value === 'object' && value !== null && !Array.isArray(value);

const textField = (context: Loose, key: string): string | undefined => {
  const value = context[key];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
};

export const lunaInsightsFrom = (userContext: unknown): LunaInsights => {
  if (!isLoose(userContext)) return {};
  const insights: LunaInsights = {};
  const firstName = textField(userContext, 'preferredName') ?? textField(userContext, 'firstName');
  if (firstName !== undefined) insights.firstName = firstName;
  const stage = userContext.stage;
  if (isUserStage(stage)) insights.stage = stage;
  const moonSign = textField(userContext, 'moonSign');
  if (moonSign !== undefined) insights.moonSign = moonSign;
  const sunSign = textField(userContext, 'sunSign');
  if (sunSign !== undefined) insights.sunSign = sunSign;
  const moonPhase = textField(userContext, 'moonPhase');
  if (moonPhase !== undefined) insights.moonPhase = moonPhase;
  if (typeof userContext.hasReading === 'boolean') insights.hasReading = userContext.hasReading;
  return insights;
};

/**
 * The persona from the visitor's own messages; the archetype the context already names keeps
 * its place on a tie, so Luna's tone does not flip from turn to turn.
 */
export const lunaPersonaFrom = (history: readonly HistoryMessage[], userContext: unknown): PersonaArchetypeId | null => {
  const current = isLoose(userContext) && isPersonaArchetypeId(userContext.personaArchetype) ? userContext.personaArchetype : null;
  const userTexts = loadableHistory(history)
    .filter((message) => message.role === 'user')
    .map((message) => message.content);
  return detectPersona(userTexts, current) ?? current;
};
