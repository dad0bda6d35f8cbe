import { foldBriefText, type TCategoryKey } from '@brifa/contracts';

/**
 * Words that point at a category in what a client writes (folded: lower case, no Turkish diacritics). The guided
 * interview only suggests from them: the client still chooses the category.
 */
const HINTS: Partial<Record<TCategoryKey, RegExp>> = {
  software: /\b(?:yazilim|software|crm|erp|otomasyon|automation|entegrasyon|integration|backend|api)\b/,
  digital: /\b(?:dijital donusum|digital transformation|dijital ajans|digital agency)\b/,
  mobile: /\b(?:mobil|mobile|ios|android|uygulama|app|apps|application|flutter|react native)\b/,
  production: /\b(?:produksiyon|production|film|reklam filmi|tanitim filmi|commercial|cekim|shoot)\b/,
  social: /\b(?:sosyal medya|social media|instagram|tiktok|linkedin|facebook|twitter|takipci|followers)\b/,
  branding: /\b(?:marka|brand|branding|kurumsal kimlik|corporate identity|logo|isim|naming|rebrand)\b/,
  pr: /\b(?:halkla iliskiler|public relations|pr|basin|press|medya iliskileri|itibar|reputation)\b/,
  eCommerce:
    /\b(?:e-?ticaret|e-?commerce|online magaza|online shop|online store|shopify|woocommerce|pazaryeri|marketplace)\b/,
  media:
    /\b(?:medya planlama|media planning|media buying|medya satin alma|tv|radyo|radio|outdoor|acik hava|billboard)\b/,
  photo: /\b(?:fotograf|photo|photography|urun cekimi|product shoot)\b/,
  ar_vr: /\b(?:ar|vr|artirilmis gerceklik|sanal gerceklik|augmented reality|virtual reality|metaverse|3d)\b/,
  digitalMarketing: /\b(?:dijital pazarlama|digital marketing|pazarlama|marketing|growth)\b/,
  graphic:
    /\b(?:grafik|graphic|illustrasyon|ilustrasyon|illustration|brosur|brochure|katalog|catalogue|ambalaj|packaging|afis|poster)\b/,
  event:
    /\b(?:etkinlik|event|lansman|launch party|organizasyon|fuar|trade show|konferans|conference|festival)\b/,
  web: /\b(?:web ?sitesi|web ?site|website|internet sitesi|landing page|wordpress|kurumsal site)\b/,
  ux: /\b(?:ux|ui|kullanici deneyimi|user experience|arayuz|interface|kullanilabilirlik|usability|figma|prototip|prototype)\b/,
  seo: /\b(?:seo|arama motoru|search engine|google siralama|ranking|organik|organic)\b/,
  digitalAdvertisement:
    /\b(?:google ads|dijital reklam|digital advertising|online reklam|display|programmatic|meta ads)\b/,
  influencer: /\b(?:influencer|fenomen|youtuber|icerik uretici|creator)\b/,
  tamHizmet: /\b(?:tam hizmet|full service|360|butun isler|all in one)\b/,
  performance:
    /\b(?:performans|performance|donusum|conversion|roas|cpa|kampanya yonetimi|campaign management)\b/,
  content: /\b(?:icerik|content|blog|metin|copywriting|yazi|article|makale|bulten|newsletter)\b/,
  brandConsultant: /\b(?:marka danismanligi|brand consult|strateji|strategy|konumlandirma|positioning)\b/,
  specialSoftware: /\b(?:ozel yazilim|custom software|bespoke|saas|platform|dashboard|panel|portal)\b/,
};

/** Categories the text points at, most hints first (at most `limit`; names count as hints too). */
export function suggestCategories(
  text: string,
  categories: readonly { key: TCategoryKey; names: readonly string[] }[],
  limit: number,
): TCategoryKey[] {
  const folded = foldBriefText(text);
  const scored = categories
    .map((category, order) => {
      const hint = HINTS[category.key];
      const hints = hint ? (folded.match(new RegExp(hint.source, 'g'))?.length ?? 0) : 0;
      const named = category.names.some((name) => {
        const word = foldBriefText(name);
        return word.length >= 3 && folded.includes(word);
      });
      return { key: category.key, order, score: hints + (named ? 3 : 0) };
    })
    .filter((category) => category.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order);
  return scored.slice(0, limit).map((category) => category.key);
}
