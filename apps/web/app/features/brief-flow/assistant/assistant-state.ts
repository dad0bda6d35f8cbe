import {
  CATEGORY_KEYS,
  COMPANY_SIZES,
  type TAssistantAsk,
  type TAssistantDraft,
  type TAssistantTurnResult,
  ZAssistantAsk,
  ZAssistantDraft,
} from '@brifa/contracts';
import { emptyValues, loadDraft, saveDraft, type TBriefValues } from '../brief-draft.ts';
import type { TBriefStep } from '../brief-steps.ts';

/**
 * The conversation of /brifa-bot, kept in sessionStorage (this tab only: a chat is short-lived, unlike the
 * pop-up's draft) so that a reload resumes it. The server is stateless: the draft travels with every turn.
 */

/** What the client answered, as shown in its bubble: typed text, the chosen options' names, or a skip. */
export type TUserEntry = { id: number; role: 'user'; text: string; skipped?: boolean };
/** One answer of the assistant: its notes, what it understood and the next question (null once ready). */
export type TAssistantEntry = {
  id: number;
  role: 'assistant';
  notes: string[];
  filled: string[];
  ask: TAssistantAsk | null;
};
export type TChatEntry = TUserEntry | TAssistantEntry;

export type TAssistantState = {
  version: 1;
  draft: TAssistantDraft;
  log: TChatEntry[];
  /** The question waiting for an answer; null before the opening message and once ready. */
  ask: TAssistantAsk | null;
  ready: boolean;
  mode: 'guided' | 'model' | null;
  /** The values went to the pop-up: once it has sent them (its draft is gone) the chat starts over. */
  handedOff: boolean;
};

export const ASSISTANT_STORAGE_KEY = 'brifa.brief-assistant';

export function emptyAssistantState(): TAssistantState {
  return {
    version: 1,
    draft: ZAssistantDraft.parse({}),
    log: [],
    ask: null,
    ready: false,
    mode: null,
    handedOff: false,
  };
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function parseEntry(value: unknown): TChatEntry | null {
  if (!value || typeof value !== 'object') return null;
  const entry = value as Record<string, unknown>;
  if (typeof entry.id !== 'number') return null;
  if (entry.role === 'user' && typeof entry.text === 'string')
    return {
      id: entry.id,
      role: 'user',
      text: entry.text,
      ...(entry.skipped === true ? { skipped: true } : {}),
    };
  if (entry.role !== 'assistant') return null;
  const strings = (list: unknown) =>
    Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
  const ask = entry.ask === null ? null : ZAssistantAsk.safeParse(entry.ask);
  if (ask !== null && !ask.success) return null;
  return {
    id: entry.id,
    role: 'assistant',
    notes: strings(entry.notes),
    filled: strings(entry.filled),
    ask: ask === null ? null : ask.data,
  };
}

/** Reads a saved conversation, or nothing when it is damaged (the chat then simply starts over). */
export function parseAssistantState(raw: string | null): TAssistantState | null {
  if (!raw) return null;
  try {
    const data = JSON.parse(raw) as Partial<TAssistantState>;
    if (data?.version !== 1) return null;
    const draft = ZAssistantDraft.safeParse(data.draft);
    if (!draft.success) return null;
    const ask = data.ask ? ZAssistantAsk.safeParse(data.ask) : null;
    const log = Array.isArray(data.log) ? data.log.map(parseEntry) : [];
    if (log.some((entry) => entry === null)) return null;
    return {
      version: 1,
      draft: draft.data,
      log: log as TChatEntry[],
      ask: ask?.success ? ask.data : null,
      ready: data.ready === true,
      mode: data.mode === 'guided' || data.mode === 'model' ? data.mode : null,
      handedOff: data.handedOff === true,
    };
  } catch {
    return null;
  }
}

export function loadAssistantState(): TAssistantState | null {
  return parseAssistantState(storage()?.getItem(ASSISTANT_STORAGE_KEY) ?? null);
}

export function saveAssistantState(state: TAssistantState): void {
  try {
    storage()?.setItem(ASSISTANT_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // A refused storage only loses the resume.
  }
}

export function clearAssistantState(): void {
  try {
    storage()?.removeItem(ASSISTANT_STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
}

/** The state after a turn: the client's bubble, the assistant's answer, the draft the server checked. */
export function applyTurn(
  state: TAssistantState,
  answer: Omit<TUserEntry, 'id' | 'role'>,
  result: TAssistantTurnResult,
): TAssistantState {
  const id = (state.log[state.log.length - 1]?.id ?? 0) + 1;
  return {
    ...state,
    draft: result.Draft,
    ask: result.Ask,
    ready: result.Ready && result.Ask === null,
    mode: result.Mode,
    handedOff: false,
    log: [
      ...state.log,
      { id, role: 'user', ...answer },
      {
        id: id + 1,
        role: 'assistant',
        notes: result.Notes.map((note) => note.Message),
        filled: result.Filled,
        ask: result.Ask,
      },
    ],
  };
}

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : null;

/**
 * The pop-up's values with the assistant's draft merged in: the contact fields already typed in the pop-up
 * stay, an agency asked for from a profile does not carry over to this new brief.
 */
export function briefValuesFrom(draft: TAssistantDraft, current: TBriefValues): TBriefValues {
  return {
    ...current,
    CategoryKey: oneOf(CATEGORY_KEYS, draft.CategoryKey),
    Answers: { ...draft.Answers },
    BudgetTry: draft.BudgetTry.replace(/\D/g, ''),
    BudgetUndefined: draft.BudgetUndefined,
    StartDate: draft.StartDate,
    Description: draft.Description,
    CompanyName: draft.CompanyName,
    SectorId: draft.SectorId,
    CityId: draft.CityId,
    CompanySize: oneOf(COMPANY_SIZES, draft.CompanySize),
    IsDecisionMaker: draft.IsDecisionMaker,
    RequestedProviderId: null,
  };
}

/**
 * Hands the gathered values to the question flow: its draft, at its last step (sign-up and phone code for a
 * visitor, the company step, which submits, for a signed-in client). The pop-up then opens from `?brief=1`.
 */
export function handOffToBriefFlow(draft: TAssistantDraft, signedIn: boolean): TBriefStep {
  const step: TBriefStep = signedIn ? 'company' : 'account';
  saveDraft(step, briefValuesFrom(draft, loadDraft()?.values ?? emptyValues()));
  return step;
}
