/** Chat text rules: what goes into Luna (normalise, slash commands) and what comes out (sanitise, shape, links). */
export { EMPTY_MESSAGE_REPLY, MESSAGE_CAP, collapseWhitespace, normaliseMessage, type NormalisedMessage } from './normalise';
export {
  COORDINATE_DECIMALS,
  HELP_TEXT,
  RESET_FAILURE_REPLY,
  RESET_GREETING,
  SLASH_COMMANDS,
  SLASH_COMMAND_DESCRIPTIONS,
  STATUS_EMPTY_REPLY,
  formatCoordinate,
  parseSlashCommand,
  statusSummary,
  type SlashCommand,
} from './slash-commands';
