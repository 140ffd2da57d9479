/** §7 "Analytics events": the ones the chat records on the server. */
export const CHAT_ANALYTICS_EVENTS = [
  'data_field_confirmed',
  'overwrite_prompted',
  'overwrite_decision',
  'rate_limit_triggered',
  'validation_failed',
  'moon_reading_started',
  'moon_reading_completed',
] as const;

export interface AnalyticsEvent {
  name: string;
  properties: Record<string, unknown>;
}

/**
 * §4: the first qualifying response in a conversation fires its event once; a second
 * reading in the same conversation is not a second conversion.
 */
export const ONCE_PER_CONVERSATION: ReadonlySet<string> = new Set(['moon_reading_started', 'moon_reading_completed']);

/** The events still to record, given the once-only events a conversation already fired. */
export const eventsToRecord = (
  events: readonly AnalyticsEvent[],
  alreadyFired: readonly string[],
): { record: AnalyticsEvent[]; fired: string[] } => {
  const fired = [...alreadyFired];
  const record: AnalyticsEvent[] = [];
  for (const event of events) {
    if (ONCE_PER_CONVERSATION.has(event.name)) {
      if (fired.includes(event.name)) continue;
      fired.push(event.name);
    }
    record.push(event);
  }
  return { record, fired };
};
