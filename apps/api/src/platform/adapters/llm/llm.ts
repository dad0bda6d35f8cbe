import type { TLocale } from '@brifa/contracts';

/** Suggestions that would make a brief more attractive to agencies, in the client's language. */
export type TBriefAdvisor = {
  suggest(input: { description: string; categoryName: string; locale: TLocale }): Promise<string[]>;
};

const MAX_SUGGESTIONS = 3;
const TIMEOUT_MS = 6000;

const INSTRUCTIONS = {
  tr: 'Bir ajans pazaryerinde müşterinin yazdığı proje brifini değerlendiriyorsun. Ajansların teklif vermesini kolaylaştıracak en fazla 3 kısa, somut öneri yaz (hedef, teslimatlar, takvim, bütçe, başarı ölçütü gibi eksikler). Yalnızca JSON dizi olarak yanıt ver, örneğin ["...", "..."]. Brif yeterince iyiyse [] yanıtla.',
  en: 'You review a project brief a client wrote on an agency marketplace. Write at most 3 short, concrete suggestions that would help agencies quote (missing goals, deliverables, timeline, budget, success measures). Answer only with a JSON array, e.g. ["...", "..."]. Answer [] if the brief is good enough.',
} as const;

/** Reads a JSON array of strings out of a model's answer, tolerating text or code fences around it. */
export function parseSuggestions(content: string): string[] {
  const match = content.match(/\[[\s\S]*\]/);
  if (!match) return [];
  try {
    const parsed: unknown = JSON.parse(match[0]);
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter((item): item is string => typeof item === 'string')
      .map((item) => item.trim().slice(0, 300))
      .filter(Boolean)
      .slice(0, MAX_SUGGESTIONS);
  } catch {
    return [];
  }
}

export type TLlmOptions = { baseUrl: string; model: string; apiKey?: string };
type TChatMessage = { role: 'system' | 'user'; content: string };

/**
 * One answer of an OpenAI-compatible chat completions endpoint (`LLM_BASE_URL`, e.g. https://api.openai.com/v1
 * or a local server): its text, or null on any failure or after `timeoutMs`.
 */
export async function chatCompletion(
  options: TLlmOptions,
  request: { messages: TChatMessage[]; maxTokens: number; timeoutMs: number; json?: boolean },
): Promise<string | null> {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: options.model,
        temperature: 0.2,
        max_tokens: request.maxTokens,
        messages: request.messages,
        ...(request.json ? { response_format: { type: 'json_object' } } : {}),
      }),
      signal: AbortSignal.timeout(request.timeoutMs),
    });
    if (!response.ok) return null;
    const data = (await response.json()) as { choices?: { message?: { content?: string } }[] };
    return data.choices?.[0]?.message?.content ?? null;
  } catch {
    return null;
  }
}

/** Any failure or slow answer gives no suggestions: the local scorer's warnings still stand. */
export function createOpenAiCompatibleAdvisor(options: TLlmOptions): TBriefAdvisor {
  return {
    async suggest({ description, categoryName, locale }) {
      const content = await chatCompletion(options, {
        maxTokens: 400,
        timeoutMs: TIMEOUT_MS,
        messages: [
          { role: 'system', content: INSTRUCTIONS[locale] },
          { role: 'user', content: `${categoryName}\n\n${description}` },
        ],
      });
      return content === null ? [] : parseSuggestions(content);
    },
  };
}
