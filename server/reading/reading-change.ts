import type { RequestHandler } from 'express';
import {
  EMAIL_CODE_MESSAGES,
  readingChangeQuery,
  readingChangeRequest,
  type ReadingChangeResponse,
  type ReadingChangeResult,
} from '../../contracts/reading-form.contract';
import { DEFAULT_RATE_LIMIT_CONFIG } from '../../domain/reading';
import type { ZoneRules } from '../../domain/sky';
import { recordAnalytics } from '../platform/analytics-store';
import { readingWorkflow } from './reading-workflow';
import type { AccessTokens } from '../platform/security/access-token';
import { DEFAULT_SITE_URL, type FunctionsDeps } from '../api/deps';
import { functionRefusal, parseOrRefuse } from '../platform/function-errors';
import { formAnswer } from './reading-form';

/**
 * GET and POST reading-change: the owner opened the link emailed when someone else asked for a
 * reading with their address. GET shows what would change; POST applies it or keeps the
 * reading, once. An unknown, expired or spent link reads the same.
 */
const workflowOf = ({ settings, clock, luna }: FunctionsDeps, rules: ZoneRules) =>
  readingWorkflow({ rules, clock, siteUrl: settings.PUBLIC_SITE_URL ?? DEFAULT_SITE_URL, rateLimits: luna?.rateLimits ?? DEFAULT_RATE_LIMIT_CONFIG });

export const readingChangePreview = (deps: FunctionsDeps, rules: ZoneRules): RequestHandler => {
  const workflow = workflowOf(deps, rules);
  return async (req, res) => {
    const { token } = parseOrRefuse(readingChangeQuery, req.query);
    const preview = await deps.db.transaction((tx) => workflow.previewChange(tx, token));
    if (preview === null) throw functionRefusal(404, EMAIL_CODE_MESSAGES.changeGone);
    const answer: ReadingChangeResponse = preview;
    res.setHeader('cache-control', 'no-store');
    res.json(answer);
  };
};

export const readingChangeApply = (deps: FunctionsDeps, rules: ZoneRules, tokens: AccessTokens): RequestHandler => {
  const workflow = workflowOf(deps, rules);
  return async (req, res) => {
    const { token, choice } = parseOrRefuse(readingChangeRequest, req.body);
    const result = await deps.db.transaction(async (tx) => {
      const applied = await workflow.applyChange(tx, token, choice, req.ip ?? 'unknown');
      if (applied !== null) await recordAnalytics(tx, null, applied.events.map((event) => ({ ...event, properties: { channel: 'email', ...event.properties } })));
      return applied;
    });
    if (result === null) throw functionRefusal(404, EMAIL_CODE_MESSAGES.changeGone);
    const answer = await formAnswer(result.outcome, tokens);
    if (answer.body.status !== 'success' && answer.body.status !== 'kept') throw new Error(`reading-change: an owner's change answered ${answer.body.status}`);
    const body: ReadingChangeResult = answer.body;
    res.setHeader('cache-control', 'no-store');
    res.json(body);
  };
};
