import type { TErrorDefinition } from './error-definition.ts';

/** Codes of job posts (issue 21 item 1), raised by the jobs module and a job line's check at payment. */
export const JOBS_ERRORS = {
  JOB_NOT_FOUND: {
    status: 404,
    message: { tr: 'İş ilanı bulunamadı.', en: 'Job post not found.' },
    raisedWhen: 'a post that does not exist, is not live (the public board) or is not the caller’s own',
  },
  JOB_NOT_AWAITING_PAYMENT: {
    status: 409,
    message: {
      tr: 'Bu ilanın ödemesi zaten yapıldı.',
      en: 'This job post has already been paid for.',
    },
    raisedWhen: 'paying for a post that is past awaiting payment, or paying its add-on without its plan',
  },
  JOB_NOT_AWAITING_APPROVAL: {
    status: 409,
    message: {
      tr: 'Bu ilan onay beklemiyor; sayfayı yenileyin.',
      en: 'This job post is not awaiting approval; refresh the page.',
    },
    raisedWhen: 'an operator approves or rejects a post that is not awaiting approval',
  },
  JOB_UPLOAD_INVALID: {
    status: 422,
    message: {
      tr: 'Logo, görsel ve ek dosya bu sayfadan yüklenmelidir.',
      en: 'Upload the logo, image and attachment on this page.',
    },
    raisedWhen: 'POST Job names a logo, image or attachment address that is not the poster’s own upload',
  },
  JOB_FILE_TYPE_INVALID: {
    status: 415,
    message: {
      tr: 'Geçersiz dosya türü. Yalnızca PDF, Word (DOC, DOCX), JPG veya PNG dosyaları yüklenebilir.',
      en: 'Invalid file type. Only PDF, Word (DOC, DOCX), JPG or PNG files can be uploaded.',
    },
    raisedWhen: 'a CV or a job attachment whose content is not a PDF, a Word document or an image',
    fields: ['Cv'],
  },
  JOB_CV_REQUIRED: {
    status: 422,
    message: { tr: 'Özgeçmiş dosyanızı ekleyin.', en: 'Attach your CV.' },
    raisedWhen: 'an application without a CV file',
    fields: ['Cv'],
  },
  JOB_ALREADY_APPLIED: {
    status: 409,
    message: {
      tr: 'Bu e-posta adresiyle bu ilana zaten başvuruldu.',
      en: 'An application with this e-mail address has already been sent for this job.',
    },
    raisedWhen: 'a second application to the same post with the same e-mail address',
    fields: ['Email'],
  },
} as const satisfies Record<string, TErrorDefinition>;
