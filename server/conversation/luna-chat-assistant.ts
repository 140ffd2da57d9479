import type { RequestHandler } from 'express';
import { lunaChatAssistantRequest } from '../../contracts/luna-chat-assistant.contract';
import { resolveClaims } from '../platform/security/api-gate';
import { parseOrRefuse } from '../platform/function-errors';
import { chatTurn, turnServices, type LunaDeps } from './chat-turn';

/**
 * POST /functions/v1/luna-chat-assistant (§7). The session header, when present, names
 * the session; a body token must agree with it. Without either a new session starts.
 */
export const lunaChatAssistant = (deps: LunaDeps): RequestHandler => {
  const services = turnServices(deps);
  return async (req, res) => {
    const body = parseOrRefuse(lunaChatAssistantRequest, req.body);
    const headerToken = resolveClaims(req).sessionToken;
    const sessionToken = body.sessionToken ?? headerToken ?? null;
    const answer = await chatTurn(deps, { body: { ...body, sessionToken }, ip: req.ip ?? 'unknown' }, services);
    res.status(200).json(answer);
  };
};
