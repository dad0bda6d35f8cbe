import { BLOG_IMAGE, htmlToText } from '@brifa/contracts';
import sharp from 'sharp';
import { excerptOf } from '../../modules/agencies/blog/blog.service.ts';
import { sanitizeBlogHtml } from '../../modules/agencies/blog/blog-sanitize.ts';
import type { TStorage } from '../../platform/adapters/storage/storage.ts';
import type { TDb } from '../../platform/db.ts';
import { slugify } from '../../platform/slug.ts';
import { blogPosts } from '../schema.ts';

type TDemoPost = {
  agency: string;
  language: 'tr' | 'en';
  daysAgo: number;
  title: string;
  html: string;
  colour: string;
};

/** Issue 21: a few posts by Turkish- and English-writing demo agencies, so the blog and the profiles' tabs have content. */
export const DEMO_POSTS: readonly TDemoPost[] = [
  {
    agency: 'pikselhane',
    language: 'tr',
    daysAgo: 3,
    colour: '#1c3d8f',
    title: 'Kurumsal web sitenizi yenilemeden önce sormanız gereken 5 soru',
    html: `<p>Bir web sitesi yenilemesi çoğu zaman “eski görünüyor” cümlesiyle başlar. Oysa yeni bir tasarım, sitenin neden beklenen sonucu vermediğini anlamadan yapılırsa aynı sorunlar yeni renklerle geri gelir. Moda’daki stüdyomuzda her projeye aşağıdaki sorularla başlıyoruz.</p>
<h2>Ziyaretçiler sitenize neden geliyor?</h2>
<p>Analitik verilerinize bakın: en çok ziyaret edilen sayfalar, arama terimleri ve çıkış sayfaları size ziyaretçinin ne aradığını anlatır. Ana sayfanız bu ihtiyaca yanıt vermiyorsa görsel yenilik tek başına işe yaramaz.</p>
<h2>Kontrol listemiz</h2>
<ul><li>Hangi sayfa dönüşüm getiriyor, hangisi getirmiyor?</li><li>Site telefonda üç saniyede açılıyor mu?</li><li>İçeriği kim, hangi sıklıkla güncelleyecek?</li><li>Erişilebilirlik ölçümleri yapıldı mı?</li><li>Marka kimliği ekranlar için test edildi mi?</li></ul>
<h3>Sonraki adım</h3>
<p>Bu soruların yanıtlarını brifinize ekleyin; ajansların size daha isabetli teklif vermesini sağlar. Erişilebilirlik için <a href="https://www.w3.org/WAI/standards-guidelines/wcag/">WCAG yönergeleri</a> iyi bir başlangıçtır.</p>`,
  },
  {
    agency: 'zirve-arama',
    language: 'tr',
    daysAgo: 9,
    colour: '#0b5f66',
    title: 'Küçük işletmeler için yerel SEO: Haritalarda görünmenin yolu',
    html: `<p>Mahallenizdeki bir müşteri “yakınımdaki” diye arama yaptığında karşısına çıkmıyorsanız, reklam bütçenizin önemli bir kısmını boşa harcıyor olabilirsiniz. Yerel SEO, küçük işletmelerin en düşük maliyetle yeni müşteri kazandığı kanaldır.</p>
<h2>İşletme profilinizi eksiksiz doldurun</h2>
<p>Adres, çalışma saatleri, telefon ve kategori bilgileri her platformda aynı olmalı. Tutarsız bilgiler arama motorlarının işletmenize güvenini azaltır ve sıralamanızı düşürür.</p>
<ol><li>Profilinizi doğrulayın ve kategorinizi doğru seçin.</li><li>Gerçek fotoğraflar yükleyin, her ay yenileyin.</li><li>Müşteri yorumlarına kısa sürede ve nazikçe yanıt verin.</li></ol>
<h2>Yorumlar sıralamayı etkiler</h2>
<p>Düzenli gelen olumlu yorumlar hem sıralamayı hem de tıklanma oranını artırır. Hizmetten memnun kalan müşterilerinizden yorum istemeyi satış sürecinizin bir adımı hâline getirin; <a href="https://developers.google.com/search/docs">arama merkezi belgeleri</a> ayrıntılı rehberler sunar.</p>`,
  },
  {
    agency: 'kodhane',
    language: 'en',
    daysAgo: 5,
    colour: '#4c2ca0',
    title: 'Shipping enterprise software in two-week sprints',
    html: `<p>Large companies often expect software projects to run for months before anyone sees a working screen. At Kodhane we show working software at the end of every two-week sprint, and our clients in logistics and finance have come to rely on that rhythm.</p>
<h2>Why short sprints work for enterprises</h2>
<p>Short cycles expose wrong assumptions early, when they are cheap to fix. A warehouse manager who tries a picking screen in week two tells you more than any specification written in month one.</p>
<ul><li>Every sprint ends with a demo on real data.</li><li>Automated tests and code review guard each change.</li><li>Continuous integration deploys to a staging system daily.</li></ul>
<h3>What we ask of our clients</h3>
<p>One decision-maker who joins the demo, and a team member who can answer questions within a day. With that in place, most projects reach production faster than a traditional plan would predict. The <a href="https://agilemanifesto.org/">Agile Manifesto</a> is still a good short read on why.</p>`,
  },
  {
    agency: 'mavi-marti',
    language: 'en',
    daysAgo: 14,
    colour: '#a61e4d',
    title: 'How to write a creative brief agencies love to answer',
    html: `<p>The quality of the quotes you receive depends on the brief you send. Agencies read dozens of requests a week; the ones that get careful, well-priced answers share a few traits that any brand can copy.</p>
<h2>Say what success looks like</h2>
<p>“More awareness” is hard to price. “Ten thousand newsletter sign-ups before the summer launch” lets an agency plan the channels, the content and the budget that will get you there.</p>
<ol><li>Describe your audience in one or two sentences.</li><li>Name the deadline and what cannot move.</li><li>Give a budget range, even a wide one.</li><li>List the campaigns you liked, and why.</li></ol>
<h2>Share what you already have</h2>
<p>Brand guidelines, past campaign results and access to analytics save the first week of every project. A brief with these details attracts agencies that have done similar work, and their quotes arrive faster.</p>`,
  },
];

function imageSvg(post: TDemoPost): string {
  const { width, height } = BLOG_IMAGE;
  const words = post.title.split(' ');
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last && `${last} ${word}`.length <= 30) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const escapeXml = (text: string) =>
    text.replace(/[<>&]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;' })[c]!);
  const text = lines
    .slice(0, 4)
    .map(
      (line, i) =>
        `<text x="80" y="${200 + i * 78}" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="60" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="${post.colour}"/><circle cx="1080" cy="90" r="220" fill="#ffffff" opacity=".12"/><circle cx="1150" cy="560" r="140" fill="#ffffff" opacity=".1"/>${text}</svg>`;
}

/** Inserts the demo posts of the agencies that exist (by slug), with drawn images; needs the storage adapter. */
export async function seedDemoBlog(
  tx: TDb,
  storage: TStorage | undefined,
  providerIds: ReadonlyMap<string, number>,
  now: Date,
): Promise<void> {
  if (!storage) return;
  for (const post of DEMO_POSTS) {
    const providerId = providerIds.get(post.agency);
    if (!providerId) continue;
    const slug = slugify(post.title);
    const key = `public/blog/${providerId}/post-${slug}-demo.webp`;
    const body = await sharp(Buffer.from(imageSvg(post)))
      .webp({ quality: 78, effort: 0 })
      .toBuffer();
    await storage.put(key, body, 'image/webp');
    const contentHtml = sanitizeBlogHtml(post.html.replace(/\n/g, ''));
    const at = new Date(now.getTime() - post.daysAgo * 86_400_000);
    await tx
      .insert(blogPosts)
      .values({
        providerId,
        slug,
        title: post.title,
        contentHtml,
        excerpt: excerptOf(htmlToText(contentHtml)),
        imageSrc: `/api/v1/files/${key}`,
        language: post.language,
        publishedAt: at,
        updatedAt: at,
      })
      .onConflictDoNothing();
  }
}
