import type { TLocalizedText } from '../messages.ts';
import type { TErrorDefinition } from './error-definition.ts';

/** Codes the identity module raises (auth, users, verification, team, accounts). Merged into ERRORS (errors.ts). */
export const IDENTITY_ERRORS = {
  INVALID_CREDENTIALS: {
    status: 400,
    message: { tr: 'E-posta adresi veya şifre hatalı.', en: 'The e-mail address or password is wrong.' },
    raisedWhen: 'an e-mail sign-in names an unknown address or a wrong password',
  },
  INVALID_PHONE_CODE: {
    status: 400,
    message: {
      tr: 'Telefon numarası veya doğrulama kodu hatalı.',
      en: 'The phone number or verification code is wrong.',
    },
    raisedWhen: 'a phone sign-in names an unknown number or a wrong code',
  },
  LOGIN_TOO_MANY_ATTEMPTS: {
    status: 429,
    message: {
      tr: 'Bu adresten çok fazla hatalı şifre denendi. Lütfen biraz bekleyip tekrar deneyin, telefon koduyla giriş yapın ya da şifrenizi sıfırlayın.',
      en: 'Too many wrong passwords from this address. Please wait a little and try again, sign in with a phone code, or reset your password.',
    },
    raisedWhen:
      'an account has had too many wrong passwords from this address lately (growing delays, then a lock for the window); the answer carries Retry-After',
  },
  VERIFICATION_CODE_INVALID: {
    status: 400,
    message: { tr: 'Doğrulama kodu hatalı.', en: 'The verification code is wrong.' },
    raisedWhen: 'an SMS/e-mail verification code is wrong, unknown or already used',
  },
  VERIFICATION_CODE_EXPIRED: {
    status: 400,
    message: {
      tr: 'Doğrulama kodunun süresi doldu. Lütfen yeni bir kod isteyin.',
      en: 'The verification code has expired. Please request a new one.',
    },
    raisedWhen: 'a verification code is right but past its lifetime',
    fields: ['Code'],
  },
  VERIFICATION_TOO_MANY_ATTEMPTS: {
    status: 429,
    message: {
      tr: 'Kod çok fazla kez hatalı girildi. Lütfen yeni bir kod isteyin.',
      en: 'The code was entered wrongly too many times. Please request a new code.',
    },
    raisedWhen: 'a verification code was entered wrongly too many times',
  },
  VERIFICATION_RESEND_TOO_SOON: {
    status: 429,
    message: {
      tr: 'Yeni kod istemek için geri sayımın bitmesini bekleyin.',
      en: 'Please wait for the countdown to end before asking for a new code.',
    },
    raisedWhen: 'a new code is asked for before the resend countdown ends',
  },
  VERIFICATION_TOO_MANY_SENDS: {
    status: 429,
    message: {
      tr: 'Bir saat içinde çok fazla kod istendi. Lütfen daha sonra tekrar deneyin.',
      en: 'Too many codes were requested within an hour. Please try again later.',
    },
    raisedWhen: 'more codes are asked for within an hour than allowed',
  },
  VERIFICATION_TARGET_DAILY_LIMIT: {
    status: 429,
    message: {
      tr: 'Bu numaraya ya da adrese bir gün içinde {codesPerTargetPerDay} kod gönderildi. Lütfen yarın tekrar deneyin.',
      en: '{codesPerTargetPerDay} codes have been sent to this number or address within a day. Please try again tomorrow.',
    },
    raisedWhen:
      'a phone number or e-mail address was sent as many codes in 24 hours as allowed, from any addresses',
  },
  EMAIL_TAKEN: {
    status: 409,
    message: {
      tr: 'Bu e-posta adresiyle kayıtlı bir hesap var. Giriş yapmayı ya da şifrenizi sıfırlamayı deneyin.',
      en: 'An account with this e-mail address already exists. Try logging in or resetting your password.',
    },
    raisedWhen: 'a sign-up or profile change uses an e-mail address another account has',
    fields: ['Email'],
  },
  PHONE_TAKEN: {
    status: 409,
    message: {
      tr: 'Bu telefon numarasıyla kayıtlı bir hesap var. Telefonla giriş yapmayı deneyin.',
      en: 'An account with this phone number already exists. Try logging in with your phone.',
    },
    raisedWhen: 'a sign-up or phone change uses a number another account has',
    fields: ['CellPhoneNumber'],
  },
  WRONG_CURRENT_PASSWORD: {
    status: 400,
    message: { tr: 'Mevcut şifreniz hatalı.', en: 'Your current password is wrong.' },
    raisedWhen: 'a password change gives a wrong current password',
    fields: ['CurrentPassword'],
  },
  CURRENT_PASSWORD_REQUIRED: {
    status: 400,
    message: {
      tr: 'Bu değişikliği onaylamak için mevcut şifrenizi girin.',
      en: 'Enter your current password to confirm this change.',
    },
    raisedWhen: 'a login e-mail or verified phone change comes without the current password',
    fields: ['CurrentPassword'],
  },
  EMAIL_CHANGE_LINK_INVALID: {
    status: 400,
    message: {
      tr: 'Onay bağlantısı geçersiz, kullanılmış ya da süresi dolmuş. E-posta adresinizi ayarlardan yeniden değiştirebilirsiniz.',
      en: 'The confirmation link is invalid, used or expired. You can change your e-mail address again in the settings.',
    },
    raisedWhen: 'an e-mail change confirmation link is unknown, used, cancelled or expired',
  },
  EMAIL_CHANGE_REPORT_INVALID: {
    status: 400,
    message: {
      tr: 'Bildirim bağlantısı geçersiz ya da süresi dolmuş. Hesabınıza erişemiyorsanız şifrenizi sıfırlayın.',
      en: 'The report link is invalid or expired. If you cannot reach your account, reset your password.',
    },
    raisedWhen: 'an e-mail change report ("this was not me") link is unknown, already used or expired',
  },
  REGISTRATION_CODE_INVALID: {
    status: 400,
    message: {
      tr: 'Doğrulama kodu hatalı ya da kaydın süresi doldu. Yeni bir kod isteyin ya da yeniden kayıt olun.',
      en: 'The verification code is wrong or the sign-up has expired. Ask for a new code or sign up again.',
    },
    raisedWhen: 'a sign-up is confirmed with a wrong code, or its phone has no open sign-up',
    fields: ['Code'],
  },
  SIGN_IN_LINK_INVALID: {
    status: 400,
    message: {
      tr: 'Giriş bağlantısı geçersiz, kullanılmış ya da süresi dolmuş. Lütfen giriş yapın.',
      en: 'The sign-in link is invalid, used or expired. Please log in.',
    },
    raisedWhen: 'a one-time sign-in link is unknown, used or expired',
  },
  INVITE_INVALID: {
    status: 404,
    message: {
      tr: 'Davet bağlantısı geçersiz ya da süresi dolmuş. Ajans yöneticinizden yeni bir davet isteyin.',
      en: 'The invitation link is invalid or has expired. Ask your agency admin for a new invitation.',
    },
    raisedWhen: 'a team invitation link is unknown, revoked, accepted or expired',
  },
  TEAM_OWNER_ONLY: {
    status: 403,
    message: {
      tr: 'Ekip üyelerini yalnızca ajans hesabının sahibi yönetebilir.',
      en: 'Only the owner of the agency account can manage team members.',
    },
    raisedWhen: 'a team member who is not the agency owner tries to manage the team',
  },
  TEAM_MEMBER_EXISTS: {
    status: 409,
    message: {
      tr: 'Bu e-posta adresi ya da telefon numarası zaten ekibinizde ya da başka bir hesapta kayıtlı.',
      en: 'This e-mail address or phone number is already in your team or registered to another account.',
    },
    raisedWhen: 'an invitation names an e-mail or phone already in the team or on another account',
  },
  PROVIDER_NOT_FOUND: {
    status: 404,
    message: {
      tr: 'Ajans bulunamadı. Bağlantı eskimiş olabilir; ajansı arayarak yeniden seçin.',
      en: 'Agency not found. The link may be out of date; search for the agency and choose it again.',
    },
    raisedWhen:
      'an agency named by id or slug does not exist (an operator’s grant, a client’s optional agency)',
  },
  PROVIDERS_ONLY: {
    status: 403,
    message: {
      tr: 'Bu sayfa yalnızca ajans hesapları içindir.',
      en: 'This page is for agency accounts only.',
    },
    raisedWhen: 'a signed-in user without an agency calls an agency-only page or action',
  },
  ACCOUNT_SUSPENDED: {
    status: 403,
    message: {
      tr: 'Hesabınız Brifa ekibi tarafından askıya alındı; şu an yeni proje yayınlayamazsınız. Nedeni size e-postayla bildirildi.',
      en: 'Your account was suspended by the Brifa team; you cannot post a new brief now. We e-mailed you the reason.',
    },
    raisedWhen: 'a client suspended by an operator tries to post a brief',
  },
  USER_NOT_FOUND: {
    status: 404,
    message: { tr: 'Kullanıcı bulunamadı.', en: 'User not found.' },
    raisedWhen: 'an operator names a user id that does not exist (suspension, verification resend)',
  },
  PHONE_ALREADY_VERIFIED: {
    status: 409,
    message: {
      tr: 'Bu kullanıcının telefonu zaten doğrulanmış; yeni kod gönderilmedi.',
      en: 'This user’s phone is already verified; no new code was sent.',
    },
    raisedWhen: 'an operator resends a phone verification to a user whose phone is verified',
  },
} as const satisfies Record<string, TErrorDefinition>;

/** Texts shown beside identity form fields; a schema names one as its zod message (e.g. `{ message: 'phone' }`). Merged into FIELD_MESSAGES (errors.ts). */
export const IDENTITY_FIELD_MESSAGES = {
  phone: {
    tr: 'Geçerli bir cep telefonu numarası girin (başında 0 olmadan, 5XX XXX XX XX).',
    en: 'Enter a valid mobile number (without the leading 0, 5XX XXX XX XX).',
  },
  password: {
    tr: 'Şifre en az {passwordMinLength} karakter olmalı.',
    en: 'The password must be at least {passwordMinLength} characters.',
  },
  passwordsMatch: { tr: 'Şifreler eşleşmiyor.', en: 'The passwords do not match.' },
  mustAccept: { tr: 'Devam etmek için onaylamanız gerekiyor.', en: 'You need to accept this to continue.' },
  code: {
    tr: '{codeLength} haneli doğrulama kodunu girin.',
    en: 'Enter the {codeLength}-digit verification code.',
  },
  vkn: {
    tr: 'Geçerli bir vergi kimlik numarası girin (10 hane).',
    en: 'Enter a valid tax number (10 digits).',
  },
  tckn: {
    tr: 'Geçerli bir T.C. kimlik numarası girin (11 hane).',
    en: 'Enter a valid Turkish identity number (11 digits).',
  },
  legalSuffix: { tr: 'Şirket türünü seçin: A.Ş. veya LTD.', en: 'Choose the company type: A.Ş. or LTD.' },
  companyTitle: {
    tr: 'Yasal unvanı eksiksiz yazın; unvan seçtiğiniz şirket türünün ekiyle bitmeli (A.Ş. / Ltd. Şti.).',
    en: 'Write the full legal title; it must end with the suffix of the company type you chose (A.Ş. / Ltd. Şti.).',
  },
  year: { tr: 'Geçerli bir yıl girin.', en: 'Enter a valid year.' },
} satisfies Record<string, TLocalizedText>;
