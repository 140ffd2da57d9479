export {
  OPENAI_DEFAULT_MAX_RETRIES,
  OPENAI_DEFAULT_RETRY_DELAY_MS,
  openAiLanguageModel,
  type OpenAiLanguageModelOptions,
} from './openai-language-model.adapter';
