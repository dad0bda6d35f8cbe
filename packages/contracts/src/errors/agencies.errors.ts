import { blogText } from '../blog.ts';
import type { TLocalizedText } from '../messages.ts';
import type { TErrorDefinition } from './error-definition.ts';

/** Codes the agencies module raises (profile, services, portfolio, references, comments, products, match settings; issue 6). Merged into ERRORS (errors.ts). */
export const AGENCIES_ERRORS = {
  PRESENTATION_TYPE_INVALID: {
    status: 415,
    message: {
      tr: 'Tanıtım dosyası PDF olmalı. Lütfen PDF biçiminde bir dosya yükleyin.',
      en: 'The presentation must be a PDF. Please upload a PDF file.',
    },
    raisedWhen: 'an agency uploads a presentation that is not a PDF',
  },
  SERVICE_NEEDS_SUBSCRIPTION: {
    status: 403,
    message: {
      tr: 'Hizmet ekleyebilmek için aktif bir aboneliğiniz olmalı.',
      en: 'You need an active subscription to add a service.',
    },
    raisedWhen: 'an agency without an active subscription adds a service',
  },
  SERVICE_NOT_FOUND: {
    status: 404,
    message: { tr: 'Hizmet bulunamadı.', en: 'The service was not found.' },
    raisedWhen: 'an agency edits or deletes a service that is not theirs or does not exist',
  },
  SERVICE_DUPLICATE: {
    status: 409,
    message: {
      tr: 'Bu kategoride aynı adla bir hizmetiniz zaten var.',
      en: 'You already have a service with this name in this category.',
    },
    raisedWhen: 'an agency adds a service whose name it already has in that category',
    fields: ['Name'],
  },
  PORTFOLIO_NOT_FOUND: {
    status: 404,
    message: {
      tr: 'Portföy işi bulunamadı. Silinmiş ya da size ait olmayabilir.',
      en: 'The portfolio work was not found. It may have been deleted or it is not yours.',
    },
    raisedWhen: 'an agency reads or changes a portfolio work that is not theirs or does not exist',
  },
  REFERENCE_NOT_FOUND: {
    status: 404,
    message: { tr: 'Referans bulunamadı.', en: 'The reference was not found.' },
    raisedWhen: 'an agency deletes or reorders a reference logo that is not theirs',
  },
  COMMENT_NOT_FOUND: {
    status: 404,
    message: { tr: 'Müşteri yorumu bulunamadı.', en: 'The testimonial was not found.' },
    raisedWhen: 'an agency changes or deletes a testimonial that is not theirs',
  },
  COMMENT_LOGO_REQUIRED: {
    status: 400,
    message: {
      tr: 'Müşteri yorumu için müşterinin logosunu yükleyin.',
      en: 'Upload the customer’s logo for the testimonial.',
    },
    raisedWhen: 'a testimonial is saved without the customer’s logo',
    fields: ['File'],
  },
  PRODUCT_NOT_FOUND: {
    status: 404,
    message: {
      tr: 'Ürün bulunamadı. Silinmiş ya da yayında olmayabilir.',
      en: 'The product was not found. It may have been deleted or not be published.',
    },
    raisedWhen: 'a product that is not the agency’s (or not published, for visitors) is asked for',
  },
  PRODUCT_COVER_REQUIRED: {
    status: 400,
    message: {
      tr: 'Yayınlamak için 16:9 oranında bir kapak görseli yükleyin.',
      en: 'Upload a 16:9 cover image to publish.',
    },
    raisedWhen: 'a product is published without a cover image',
    fields: ['Cover'],
  },
  BLOG_IMAGE_REQUIRED: {
    status: 400,
    message: {
      tr: 'Yazınız için bir görsel yükleyin (JPG ya da PNG, en fazla {maxFileMb} MB).',
      en: 'Upload an image for your post (JPG or PNG, at most {maxFileMb} MB).',
    },
    raisedWhen: 'an agency posts a blog post without an image (issue 21, rules.md §5 blog)',
    fields: ['Image'],
  },
  BLOG_POST_NOT_FOUND: {
    status: 404,
    message: {
      tr: 'Blog yazısı bulunamadı. Kaldırılmış ya da adres yanlış olabilir.',
      en: 'The blog post was not found. It may have been removed or the address is wrong.',
    },
    raisedWhen: 'a blog post that does not exist (or is not the agency’s, for removal) is asked for',
  },
  AGENCY_NOT_FOUND: {
    status: 404,
    message: {
      tr: 'Ajans bulunamadı. Profil kaldırılmış ya da adres yanlış olabilir.',
      en: 'The agency was not found. Its profile may have been removed or the address is wrong.',
    },
    raisedWhen: 'a public agency page, directory profile or review form names an unknown or hidden agency',
  },
  // Match settings and opportunity preferences (spec/rules.md section 5 "Match settings").
  MATCH_WORK_REGION_REQUIRED: {
    status: 400,
    message: { tr: 'En az bir çalışma bölgesi seçin.', en: 'Choose at least one work area (region).' },
    raisedWhen: 'match settings are saved with no work region',
  },
  MATCH_MOBILE_PRICE_REQUIRED: {
    status: 400,
    message: {
      tr: 'Mobil kategorisinde hizmet verdiğiniz için mobil yazılım minimum fiyatınızı girin.',
      en: 'You offer mobile services, so enter your minimum price for mobile software projects.',
    },
    raisedWhen: 'an agency offering mobile services saves its work area without a mobile minimum price',
  },
  MATCH_MOBILE_PRICE_MIN: {
    status: 400,
    message: {
      tr: 'Mobil yazılım minimum fiyatı en az {mobileMinimumTl} TL olmalı.',
      en: 'The mobile software minimum price must be at least {mobileMinimumTl} TL.',
    },
    raisedWhen: 'the mobile minimum price is below the platform minimum',
  },
  MATCH_AGENCY_TYPES_RANGE: {
    status: 400,
    message: {
      tr: 'En az {agencyTypesMin}, en fazla {agencyTypesMax} ajans tipi seçin.',
      en: 'Choose at least {agencyTypesMin} and at most {agencyTypesMax} agency types.',
    },
    raisedWhen: 'match settings name fewer or more agency types than allowed',
  },
  MATCH_EXPERTISE_DUPLICATE: {
    status: 400,
    message: {
      tr: 'Aynı uzmanlık alanı birden fazla seçilemez.',
      en: 'The same expertise cannot be chosen twice.',
    },
    raisedWhen: 'the best expertises repeat an expertise',
  },
  MATCH_EXPERTISE_NEEDS_SERVICES: {
    status: 400,
    message: {
      tr: 'En iyi uzmanlık alanlarını yalnızca en az {servicesPerCategory} hizmet eklediğiniz kategorilerden seçebilirsiniz.',
      en: 'You can choose best expertise areas only in categories where you offer at least {servicesPerCategory} services.',
    },
    raisedWhen: 'a best expertise is chosen in a category with too few services',
  },
  MATCH_SECTORS_REQUIRED: {
    status: 400,
    message: { tr: 'En az bir sektör seçin.', en: 'Choose at least one sector.' },
    raisedWhen: 'best sectors are saved empty',
  },
  MATCH_SECTOR_DUPLICATE: {
    status: 400,
    message: {
      tr: 'Seçtiğiniz sektörler birbirinden farklı olmalı.',
      en: 'The sectors you choose must differ from each other.',
    },
    raisedWhen: 'the best sectors repeat a sector',
  },
  MATCH_TECHNOLOGIES_MIN: {
    status: 400,
    message: {
      tr: 'En az {technologiesMin} teknoloji seçin.',
      en: 'Choose at least {technologiesMin} technologies.',
    },
    raisedWhen: 'fewer technologies than the minimum are saved',
  },
  MATCH_CHOICE_DUPLICATE: {
    status: 400,
    message: {
      tr: 'Aynı seçim birden fazla yapılamaz; tekrar edeni kaldırın.',
      en: 'The same choice cannot be made twice; remove the repeated one.',
    },
    raisedWhen: 'a match-settings or opportunity-preferences list repeats a choice',
  },
  MATCH_CHOICE_UNKNOWN: {
    status: 400,
    message: {
      tr: 'Seçimlerinizden biri artık listede yok. Sayfayı yenileyip yeniden seçin.',
      en: 'One of your choices is no longer on the list. Refresh the page and choose again.',
    },
    raisedWhen: 'a match-settings choice (expertise, sector, technology, industry) is not in the catalogue',
  },
} as const satisfies Record<string, TErrorDefinition>;

/** Texts shown beside agencies form fields; a schema names one as its zod message (e.g. `{ message: 'portfolioMedia' }`). Merged into FIELD_MESSAGES (errors.ts). */
export const AGENCIES_FIELD_MESSAGES = {
  blogTitleLength: blogText({
    tr: 'Başlık {blogTitleMin} ile {blogTitleMax} karakter arasında olmalı.',
    en: 'The title must be {blogTitleMin} to {blogTitleMax} characters long.',
  }),
  blogContentShort: blogText({
    tr: 'Yazınız en az {blogContentMin} karakter olmalı; biraz daha ayrıntı ekleyin.',
    en: 'Your post must be at least {blogContentMin} characters long; add a little more detail.',
  }),
  portfolioMedia: {
    tr: 'En az bir fotoğraf ya da bir video bağlantısı ekleyin.',
    en: 'Add at least one photo or a video link.',
  },
  portfolioMediaBoth: {
    tr: 'Fotoğraf ya da video ekleyebilirsiniz, ikisini birden değil.',
    en: 'Add photos or a video, not both.',
  },
  embedUrl: {
    tr: 'Videonun paylaşım menüsündeki "Yerleştir" bağlantısını girin (ör. https://www.youtube.com/embed/…).',
    en: 'Enter the video’s embed link from its Share > Embed menu (e.g. https://www.youtube.com/embed/…).',
  },
  duplicateTag: { tr: 'Aynı etiketi iki kez ekleyemezsiniz.', en: 'The same tag cannot be added twice.' },
  atLeastThree: { tr: 'En az 3 tane ekleyin.', en: 'Add at least 3.' },
  portfolioDetail: {
    tr: 'Giriş, zorluklar, çözüm ve etki bölümleri toplamda en az {portfolioDetailMin} karakter olmalı.',
    en: 'Introduction, challenges, solution and impact must total at least {portfolioDetailMin} characters.',
  },
  endBeforeStart: {
    tr: 'Bitiş tarihi başlangıçtan önce olamaz.',
    en: 'The end date cannot be before the start date.',
  },
  futureDate: { tr: 'İleri bir tarih giremezsiniz.', en: 'The date cannot be in the future.' },
  socialUrl: {
    tr: 'Bu platformdaki sayfanızın tam adresini girin (ör. https://www.linkedin.com/company/ajansiniz).',
    en: 'Enter the full address of your page on this platform (e.g. https://www.linkedin.com/company/your-agency).',
  },
} satisfies Record<string, TLocalizedText>;
