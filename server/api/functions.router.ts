import { type RequestHandler, Router } from 'express';
import { FUNCTION_TABLE, type FunctionRoute, routeOf } from '../../contracts/function-table';
import { scriptedLanguageModel } from '../../domain/conversation';
import { lunaChatAssistant } from '../conversation/luna-chat-assistant';
import { lunaAnalytics, lunaReset, lunaSession } from '../conversation/luna-session';
import { agentLink } from '../conversation/agent-link';
import { contact } from '../site/contact';
import { dataDelete, dataExport, dataRequest } from '../data-rights/data-rights-handlers';
import { chatTurnDeps, type RouterDeps } from './deps';
import { diagnostic } from '../site/diagnostic';
import { functionErrors, functionRefusal } from '../platform/function-errors';
import { lunaChat } from '../conversation/luna-chat';
import { moonSign } from '../reading/moon-sign';
import { moonTonightHandler } from '../reading/moon-tonight';
import { openApiDocument } from './openapi-document';
import { placeResolve, placeSearch } from '../reading/places';
import { profileByToken } from '../reading/profile-by-token';
import { emailCode, emailCodeCheck, readingLink } from '../reading/email-code';
import { freeReading, readingByToken } from '../reading/reading-form';
import { readingChangeApply, readingChangePreview } from '../reading/reading-change';
import { securityQuestion } from '../reading/reading-form-security';
import { calendarLink, calendarLinkStop } from '../reading/calendar-feed';
import { publicShareGet, readingShareGet, readingShareStart, readingShareStop } from '../reading/share';
import { reportError } from '../site/client-errors';
import { reportLibrary } from '../commerce/report-library';
import { reportStatus } from '../commerce/report-status';
import { saveProfile } from '../reading/save-profile';
import { reportRetry } from '../commerce/report-retry';
import { checkoutSession, paymentWebhook, sandboxCheckout, sandboxCheckoutDecide, type PaymentDeps } from '../commerce/payment-handlers';

/** What every handler is made from: the functions' dependencies, nothing left optional. */
export type HandlerDeps = RouterDeps & PaymentDeps;

export type HandlerFactory = (deps: HandlerDeps) => RequestHandler;

/**
 * One handler per entry of the table of functions (domain/contracts/function-table.ts). Keyed by
 * route ('POST save-profile'), so TypeScript refuses an entry without a handler and a handler
 * without an entry.
 */
export const FUNCTION_HANDLERS: Record<FunctionRoute, HandlerFactory> = {
  'POST luna-chat-assistant': (deps) => lunaChatAssistant(chatTurnDeps(deps)),
  'GET luna-chat-session': lunaSession,
  'POST luna-chat-reset': lunaReset,
  'POST luna-chat': ({ luna, db, clock, sessions }) =>
    lunaChat({ model: luna.model ?? scriptedLanguageModel(luna.brandName), brandName: luna.brandName, db, clock, sessions }),
  'GET security-question': (deps) => securityQuestion(deps),
  'POST free-reading': (deps) =>
    freeReading(deps, deps.tokens, { rules: deps.luna.rules, rateLimits: deps.luna.rateLimits, enabled: deps.settings.FREE_READINGS !== 'off' }),
  'POST moon-sign': (deps) => moonSign(deps, deps.luna.rules),
  'POST contact': contact,
  'GET reading-by-token': (deps) => readingByToken(deps, deps.tokens),
  'GET reading-share': readingShareGet,
  'POST reading-share': readingShareStart,
  'POST reading-share-stop': readingShareStop,
  'POST calendar-link': calendarLink,
  'POST calendar-link-stop': calendarLinkStop,
  'GET share': publicShareGet,
  'POST email-code': emailCode,
  'POST email-code-check': (deps) => emailCodeCheck(deps, deps.tokens),
  'GET reading-change': (deps) => readingChangePreview(deps, deps.luna.rules),
  'POST reading-change': (deps) => readingChangeApply(deps, deps.luna.rules, deps.tokens),
  'POST luna-agent-link': agentLink,
  'GET get-profile-by-token': (deps) => profileByToken(deps, deps.tokens),
  'POST save-profile': (deps) => saveProfile(deps, deps.tokens),
  'POST report-error': reportError,
  'GET moon-tonight': (deps) => moonTonightHandler(deps.luna.rules),
  'GET place-search': placeSearch,
  'GET place-resolve': placeResolve,
  'POST luna-analytics': lunaAnalytics,
  'GET report-library': reportLibrary,
  'GET report-status': reportStatus,
  'POST reading-link': readingLink,
  'POST data-request': dataRequest,
  'GET data-export': dataExport,
  'POST data-delete': dataDelete,
  'POST checkout-session': checkoutSession,
  'GET sandbox-checkout': sandboxCheckout,
  'POST sandbox-checkout': sandboxCheckoutDecide,
  'POST payment-webhook': paymentWebhook,
  'POST report-retry': reportRetry,
  'GET diagnostic': (deps) => diagnostic(deps, deps.diagnostic),
};

/**
 * /functions/v1: every function of the table at its method and name, and the OpenAPI document.
 * The API gate (public key, bearer token, session header) runs before this router; the JSON
 * body parser and its limits run in the security middleware. Everything comes from the
 * composition (compose.ts): the router fills in nothing.
 */
export const functionsRouter = (handlerDeps: HandlerDeps): Router => {
  const document = openApiDocument();
  const router = Router();

  router.get('/openapi.json', (_req, res) => {
    res.json(document);
  });
  for (const entry of FUNCTION_TABLE) {
    const handler = FUNCTION_HANDLERS[routeOf(entry)](handlerDeps);
    if (entry.method === 'GET') router.get(`/${entry.name}`, handler);
    else router.post(`/${entry.name}`, handler);
  }
  router.use((req, _res, next) => {
    next(functionRefusal(404, `There is no function ${req.method} ${req.path}.`));
  });
  router.use(functionErrors);
  return router;
};
