import { CONFIRMABLE_FIELDS, CONFIRMATION_ANALYTICS_EVENTS, changedFields, withProvidedDetails, type ProvidedDetails, confirmationMachine, confirmationOutcome, type ConfirmationContext, type ConfirmationEvent, type ConfirmationInput, type ConfirmationOutcome, type ConfirmationSnapshot } from '../../birth';
import { machineSteps } from '../../kernel';
import type { AnalyticsEvent } from './analytics';

/**
 * The birth-data confirmation flow as the conversation keeps it: the confirmation machine's
 * state value and context, plain JSON, stepped with xstate's pure `transition`. Its analytics
 * actions come back as events for the server to record.
 */
export interface BirthFlow {
  value: ConfirmationSnapshot['value'];
  context: ConfirmationContext;
}

const snapshotOf = (flow: BirthFlow): ConfirmationSnapshot =>
  confirmationMachine.resolveState({ value: flow.value, context: flow.context });

const flowOf = (snapshot: ConfirmationSnapshot): BirthFlow => ({ value: snapshot.value, context: snapshot.context });

const confirmationSteps = machineSteps(confirmationMachine);

const ANALYTICS = new Set<string>(CONFIRMATION_ANALYTICS_EVENTS);

const analyticsFrom = (actions: readonly { type: string; params?: unknown }[]): AnalyticsEvent[] =>
  actions
    .filter((action) => ANALYTICS.has(action.type))
    .map((action) => ({ name: action.type, properties: { ...(action.params as Record<string, unknown> | undefined) } }));

export const startBirthFlow = (input?: ConfirmationInput): { flow: BirthFlow; events: AnalyticsEvent[] } => {
  const [snapshot, actions] = confirmationSteps.initialTransition(input ?? {});
  return { flow: flowOf(snapshot), events: analyticsFrom(actions) };
};

export const stepBirthFlow = (flow: BirthFlow, event: ConfirmationEvent): { flow: BirthFlow; events: AnalyticsEvent[] } => {
  const [snapshot, actions] = confirmationSteps.transition(snapshotOf(flow), event);
  return { flow: flowOf(snapshot), events: analyticsFrom(actions) };
};

export const birthFlowOutcome = (flow: BirthFlow): ConfirmationOutcome | null => confirmationOutcome(snapshotOf(flow));

export const birthFlowSnapshot = snapshotOf;

/** A finished flow starts again from what it knew, so later changes are confirmed afresh. */
export const restartBirthFlow = (flow: BirthFlow, existing: ConfirmationInput['existingReading']): BirthFlow => {
  const { email, birthDate, birthTime, birthLocation, confirmations } = flow.context;
  return startBirthFlow({ email, birthDate, birthTime, birthLocation, confirmations, existingReading: existing ?? null }).flow;
};

/**
 * New details for the flow. A finished flow takes no events, so it starts again from the
 * merged details with only the changed ones to confirm afresh.
 */
export const provideBirthDetails = (flow: BirthFlow, details: ProvidedDetails): { flow: BirthFlow; events: AnalyticsEvent[] } => {
  if (birthFlowOutcome(flow) === null) return stepBirthFlow(flow, { type: 'DETAILS_PROVIDED', details });
  const changed = changedFields(flow.context, details);
  if (changed.length === 0) return { flow, events: [] };
  const merged = withProvidedDetails(flow.context, details);
  const confirmations = { ...flow.context.confirmations };
  for (const field of CONFIRMABLE_FIELDS) if (changed.includes(field)) confirmations[field] = false;
  const { email, birthDate, birthTime, birthLocation } = merged;
  return startBirthFlow({ email, birthDate, birthTime, birthLocation, confirmations, existingReading: flow.context.existingReading });
};
