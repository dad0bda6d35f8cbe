import { MEETING_MAX_SLOTS } from '../rules.ts';
import type { TErrorDefinition } from './error-definition.ts';

/** Codes of the briefs module's meetings (issue 20 item 7). Merged into the briefs module's codes (errors.ts). */
export const BRIEFS_MEETINGS_ERRORS = {
  MEETING_NOT_FOUND: {
    status: 404,
    message: {
      tr: 'Bu görüşme bulunamadı ya da size ait değil.',
      en: 'This meeting was not found or is not yours.',
    },
    raisedWhen:
      'someone other than the brief’s client or the matched agency’s team asks for or acts on a meeting',
  },
  MEETING_NEEDS_ACCESS: {
    status: 403,
    message: {
      tr: 'Görüşme ancak ajans projeye erişim sağladıktan sonra planlanabilir.',
      en: 'A meeting can be scheduled only once the agency has access to the project.',
    },
    raisedWhen: 'a meeting is proposed on a match whose agency has no access to the brief',
  },
  MEETING_SLOT_PAST: {
    status: 400,
    message: {
      tr: 'Görüşme saatleri ileri bir zaman olmalı.',
      en: 'Meeting times must be in the future.',
    },
    raisedWhen: 'a proposed or accepted meeting time is not in the future',
    fields: ['Slots'],
  },
  MEETING_SLOTS_INVALID: {
    status: 400,
    message: {
      tr: `En fazla ${MEETING_MAX_SLOTS} farklı saat önerebilirsiniz.`,
      en: `Propose at most ${MEETING_MAX_SLOTS} different times.`,
    },
    raisedWhen: 'a proposal repeats a time',
    fields: ['Slots'],
  },
  MEETING_ALREADY_OPEN: {
    status: 409,
    message: {
      tr: 'Bu eşleşme için açık bir görüşme önerisi ya da planlanmış bir görüşme var. Yenisini önermek için önce onu iptal edin.',
      en: 'This match already has an open proposal or a scheduled meeting. Cancel it first to propose new times.',
    },
    raisedWhen: 'a meeting is proposed while another is open or set and still ahead',
  },
  MEETING_NOT_OPEN: {
    status: 409,
    message: {
      tr: 'Bu görüşme önerisi artık açık değil.',
      en: 'This meeting proposal is no longer open.',
    },
    raisedWhen:
      'a proposal that was already accepted or cancelled is accepted, or a cancelled meeting is cancelled',
  },
  MEETING_OWN_PROPOSAL: {
    status: 409,
    message: {
      tr: 'Kendi önerinizi kabul edemezsiniz; karşı tarafın seçmesini bekleyin.',
      en: 'You cannot accept your own proposal; wait for the other side to choose.',
    },
    raisedWhen: 'the side that proposed a meeting tries to accept it',
  },
  MEETING_SLOT_NOT_OFFERED: {
    status: 400,
    message: {
      tr: 'Seçtiğiniz saat bu öneride yok.',
      en: 'The time you chose is not in this proposal.',
    },
    raisedWhen: 'a meeting is accepted at a time that was not proposed',
    fields: ['Slot'],
  },
} as const satisfies Record<string, TErrorDefinition>;
