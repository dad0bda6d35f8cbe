import { CREDIT_SCORE_MAX } from '@brifa/contracts';

export type TCreditBureauQuery = { identityNumber: string; birthDate: string; phone: string };

/** A score, or null when the bureau has not answered (yet): the job asks again, and an operator chases it. */
export type TCreditBureau = {
  readonly kind: 'sandbox' | 'http';
  query(input: TCreditBureauQuery): Promise<{ score: number } | null>;
};

/**
 * The sandbox bureau (docs/decisions.md "Issue 21: credit report"): test identities whose first nine digits
 * are `1000` and a five-digit score (10000090009 → 900) get that score; those starting `9999` never answer
 * (the late-bureau path); any other valid TCKN a stable score drawn from its digits.
 */
export function createSandboxBureau(): TCreditBureau {
  return {
    kind: 'sandbox',
    query: async ({ identityNumber }) => {
      if (identityNumber.startsWith('9999')) return null;
      if (identityNumber.startsWith('1000'))
        return { score: Math.min(CREDIT_SCORE_MAX, Number(identityNumber.slice(4, 9))) };
      let hash = 7;
      for (const digit of identityNumber) hash = (hash * 31 + Number(digit)) % 100_003;
      return { score: hash % (CREDIT_SCORE_MAX + 1) };
    },
  };
}

/** A bureau over HTTP: POST JSON, answer {Score}; anything else (an error, a timeout) counts as "not yet". */
export function createHttpBureau(options: {
  url: string;
  token?: string;
  timeoutMs?: number;
}): TCreditBureau {
  return {
    kind: 'http',
    query: async (input) => {
      try {
        const response = await fetch(options.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          },
          body: JSON.stringify({
            IdentityNumber: input.identityNumber,
            BirthDate: input.birthDate,
            Phone: input.phone,
          }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
        });
        if (!response.ok) return null;
        const body = (await response.json()) as { Score?: unknown };
        const score = Number(body.Score);
        return Number.isInteger(score) && score >= 0 && score <= CREDIT_SCORE_MAX ? { score } : null;
      } catch {
        return null;
      }
    },
  };
}
