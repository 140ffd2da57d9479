import { Router } from 'express';
import { accessTokens } from '../security/access-token';
import { scriptedLanguageModel } from '../../domain/luna';
import { lunaChatAssistant } from '../luna/luna-chat-assistant';
import { lunaAnalytics, lunaReset, lunaSession } from '../luna/luna-session';
import { agentLink } from './agent-link';
import { DEFAULT_SITE_URL, type FunctionsDeps } from './deps';
import { lunaChat } from './luna-chat';
import { contact } from './contact';
import { diagnostic } from './diagnostic';
import { moonSign } from './moon-sign';
import { freeReading, readingByToken } from './reading-form';
import { reportLibrary } from './report-library';
import { reportStatus } from './report-status';
import { securityQuestion } from './reading-form-security';
import { createZoneRules } from '../../adapters/zone-rules';
import { DEFAULT_RATE_LIMIT_CONFIG } from '../../domain/rate-limit';
import { functionErrors, functionRefusal } from './function-errors';
import { openApiDocument } from './openapi-document';
import { placeResolve, placeSearch } from './places';
import { profileByToken } from './profile-by-token';
import { reportError } from './report-error';
import { saveProfile } from './save-profile';

/**
 * /functions/v1: the SPEC §7 functions (without the chat, which comes next) and the place
 * look-ups. The API gate (public key, bearer token, session header) runs before this router;
 * the JSON body parser and its limits run in the security middleware.
 */
export const functionsRouter = (deps: FunctionsDeps): Router => {
  const tokens = deps.tokens ?? accessTokens({ secret: deps.settings.ACCESS_TOKEN_SECRET, clock: deps.clock });
  const document = openApiDocument();
  const router = Router();

  router.get('/openapi.json', (_req, res) => {
    res.json(document);
  });
  if (deps.luna) {
    const { luna } = deps;
    router.post(
      '/luna-chat-assistant',
      lunaChatAssistant({ ...luna, db: deps.db, places: deps.gazetteer, clock: deps.clock, siteUrl: deps.settings.PUBLIC_SITE_URL ?? DEFAULT_SITE_URL }),
    );
    router.get('/luna-chat-session', lunaSession(deps));
    router.post('/luna-chat-reset', lunaReset(deps));
    router.post('/luna-chat', lunaChat({ model: luna.model ?? scriptedLanguageModel(luna.brandName), brandName: luna.brandName }));
  }
  router.post('/luna-agent-link', agentLink(deps));
  router.post('/luna-analytics', lunaAnalytics(deps));
  router.get('/security-question', securityQuestion(deps));
  router.post(
    '/free-reading',
    freeReading(deps, tokens, {
      rules: deps.luna?.rules ?? createZoneRules().rules,
      rateLimits: deps.luna?.rateLimits ?? DEFAULT_RATE_LIMIT_CONFIG,
      enabled: deps.settings.FREE_READINGS !== 'off',
    }),
  );
  router.get('/reading-by-token', readingByToken(deps, tokens));
  router.post('/moon-sign', moonSign(deps, deps.luna?.rules ?? createZoneRules().rules));
  router.post('/contact', contact(deps));
  router.get('/diagnostic', diagnostic(deps, deps.diagnostic ?? { id: undefined, version: '', startedAt: 0 }));
  router.get('/get-profile-by-token', profileByToken(deps, tokens));
  router.post('/save-profile', saveProfile(deps, tokens));
  router.post('/report-error', reportError(deps));
  router.get('/place-search', placeSearch(deps));
  router.get('/place-resolve', placeResolve(deps));
  router.get('/report-library', reportLibrary(deps));
  router.get('/report-status', reportStatus(deps));
  router.use((req, _res, next) => {
    next(functionRefusal(404, `There is no function ${req.method} ${req.path}.`));
  });
  router.use(functionErrors);
  return router;
};
