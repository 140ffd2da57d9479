import { freeReadingResponse, securityQuestionResponse } from '../../contracts/reading-form.contract';

/** 'What is 3 + 5?' → '8', as a person answers the form's security question. */
export const solveSecurityQuestion = (question: string): string => {
  const match = /^What is (\d+) \+ (\d+)\?$/.exec(question);
  if (!match) throw new Error(`unexpected security question: ${question}`);
  return String(Number(match[1]) + Number(match[2]));
};

type ReadingDetails = { email: string; firstName?: string; birthDate?: string };

/** The form's request for a free reading, the security question answered as a person would: the raw answer. */
export const requestReading = async (baseUrl: string, apiKey: string, details: ReadingDetails, extraHeaders: Record<string, string> = {}): Promise<Response> => {
  const headers = { apikey: apiKey, authorization: `Bearer ${apiKey}`, 'content-type': 'application/json', ...extraHeaders };
  const question = securityQuestionResponse.parse(await (await fetch(`${baseUrl}/functions/v1/security-question`, { headers })).json());
  return fetch(`${baseUrl}/functions/v1/free-reading`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      firstName: details.firstName ?? 'Ana',
      email: details.email,
      birth_date: details.birthDate ?? '1990-03-14',
      birth_time: '08:30',
      birth_place: { id: 2267057, label: 'Lisbon, Portugal' },
      security: { id: question.id, answer: solveSecurityQuestion(question.question) },
    }),
  });
};

/** A visitor asks for a free reading through the form's functions: the link the answer gives, and its token. */
export const askForReading = async (baseUrl: string, apiKey: string, details: ReadingDetails, extraHeaders: Record<string, string> = {}): Promise<{ link: string; token: string }> => {
  const answer = freeReadingResponse.parse(await (await requestReading(baseUrl, apiKey, details, extraHeaders)).json());
  if (answer.status !== 'success') throw new Error(`no reading: ${answer.status}`);
  return { link: answer.link, token: /token=([A-Za-z0-9_-]{43})/.exec(answer.link)?.[1] ?? '' };
};
