import { sameEmail } from '../../domain/birth';
import { VERIFY_REPLIES, type ConversationContext } from '../../domain/conversation';
import type { SqlExecutor } from '../../domain/kernel';
import type { EmailCodes } from '../reading/email-codes';
import { newReadingLink } from '../reading/reading-links';

/**
 * `/verify` in the chat: Luna emails a six-digit code to the email in the birth details, and
 * the code typed back proves the email is this visitor's. The session then owns that email's
 * profile (it is linked to it), so Luna may show and change its reading.
 */
export interface VerifyStep {
  reply: string;
  context: Partial<Pick<ConversationContext, 'verifiedEmail' | 'verifyingEmail'>>;
  /** The profile the session is now linked to, when the proven email has one. */
  linkedProfileId: string | null;
}

export const startVerification = async (tx: SqlExecutor, codes: EmailCodes, context: ConversationContext, ip: string): Promise<VerifyStep> => {
  const email = context.birth.context.email;
  if (email === null) return { reply: VERIFY_REPLIES.needsEmail, context: {}, linkedProfileId: null };
  if (sameEmail(context.verifiedEmail, email)) return { reply: VERIFY_REPLIES.already(email), context: {}, linkedProfileId: null };
  const sent = await codes.send(tx, email, ip);
  if (sent.kind === 'rate_limited') return { reply: VERIFY_REPLIES.tooManyCodes, context: {}, linkedProfileId: null };
  return { reply: VERIFY_REPLIES.sent(email), context: { verifyingEmail: email }, linkedProfileId: null };
};

export const finishVerification = async (
  tx: SqlExecutor,
  codes: EmailCodes,
  request: { email: string; code: string; ip: string; nowMs: number },
): Promise<VerifyStep> => {
  const checked = await codes.check(tx, request.email, request.code, request.ip);
  switch (checked.kind) {
    case 'verified': {
      const proven = { verifiedEmail: request.email, verifyingEmail: null };
      if (checked.profileId === null) return { reply: VERIFY_REPLIES.verified(request.email), context: proven, linkedProfileId: null };
      const link = await newReadingLink(tx, checked.profileId, request.nowMs);
      return { reply: VERIFY_REPLIES.verifiedWithReading(request.email, link), context: proven, linkedProfileId: checked.profileId };
    }
    case 'wrong':
      return { reply: VERIFY_REPLIES.wrong(checked.triesLeft), context: {}, linkedProfileId: null };
    case 'no_tries':
      return { reply: VERIFY_REPLIES.noTries, context: { verifyingEmail: null }, linkedProfileId: null };
    case 'expired':
    case 'none':
      return { reply: VERIFY_REPLIES.expired, context: { verifyingEmail: null }, linkedProfileId: null };
    case 'rate_limited':
      return { reply: VERIFY_REPLIES.tooManyTries, context: {}, linkedProfileId: null };
  }
};
