import { z } from 'zod';

/**
 * §3 "User context": what the widget knows about the visitor and sends with each chat
 * message. Every field may be missing, because the context fills in as the conversation goes;
 * a text field may also be null, as the profile lookup answers null for what it does not know.
 */

const text = z.string().nullable().optional();
const list = z.array(z.string()).optional();

export const userContextSchema = z.object({
  profile_id: text,
  session_token: text,
  email: text,
  firstName: text,
  preferredName: text,
  birthDate: text,
  birthTime: text,
  birthPlace: text,
  moonSign: text,
  sunSign: text,
  pronouns: text,
  genderIdentity: text,
  relationshipStatus: text,
  emotionalState: text,
  manifestationExperience: text,
  primaryGoal: text,
  biggestChallenge: text,
  focusChallenges: list,
  aspirations: list,
  painPoints: list,
  selfDescriptors: list,
  hasReading: z.boolean().optional(),
  hasPurchased: z.boolean().optional(),
  /** Report types of completed orders; free text, as the orders table stores it. */
  purchasedReports: list,
  personaArchetype: text,
});

export type UserContext = z.infer<typeof userContextSchema>;
