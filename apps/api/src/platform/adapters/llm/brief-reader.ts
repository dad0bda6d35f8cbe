import type { TLocale } from '@brifa/contracts';
import { chatCompletion, type TLlmOptions } from './llm.ts';

/**
 * Reads a client's free text into the brief's fields with a language model. What it returns is untrusted: an
 * object as the model wrote it (or null); the brief assistant keeps only what passes the brief's own checks.
 */
export type TBriefReader = {
  read(input: {
    text: string;
    locale: TLocale;
    /** YYYY-MM-DD in Istanbul, so "next month" can become a date. */
    today: string;
    categories: { Key: string; Name: string }[];
    /** The chosen category's questions, when there is one. */
    questions: {
      Key: string;
      Question: string;
      AnswerType: string;
      Options: { Key: string; Name: string }[];
    }[];
  }): Promise<unknown>;
};

const TIMEOUT_MS = 8000;

const INSTRUCTIONS = `You read what a client wrote about a project on an agency marketplace and fill in a brief.
Answer with one JSON object only, using only these keys and leaving out any you cannot tell from the text:
"CategoryKey": one Key of CATEGORIES;
"Answers": an object from a Key of QUESTIONS to its answer: an option Key for "single", a list of option Keys for "multiple", a short text for "text";
"BudgetTry": the budget in whole Turkish lira as a string of digits;
"BudgetUndefined": true only if the client says the budget is not decided;
"StartDate": the start date as YYYY-MM-DD (TODAY is given);
"CompanyName": the client's company name;
"CityName": the client's city in Turkey;
"CompanySize": one of startup, sme, large, enterprise, public, ngo;
"IsDecisionMaker": true or false.
Never invent a value the text does not give.`;

/** The first JSON object in a model's answer, tolerating text or code fences around it. */
export function parseObject(content: string): unknown {
  const match = content.match(/\{[\s\S]*\}/);
  if (!match) return null;
  try {
    const parsed: unknown = JSON.parse(match[0]);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function createOpenAiCompatibleReader(options: TLlmOptions): TBriefReader {
  return {
    async read({ text, locale, today, categories, questions }) {
      const content = await chatCompletion(options, {
        maxTokens: 600,
        timeoutMs: TIMEOUT_MS,
        json: true,
        messages: [
          { role: 'system', content: INSTRUCTIONS },
          {
            role: 'user',
            content: JSON.stringify({
              LANGUAGE: locale,
              TODAY: today,
              CATEGORIES: categories,
              QUESTIONS: questions,
              TEXT: text,
            }),
          },
        ],
      });
      return content === null ? null : parseObject(content);
    },
  };
}
