import { PORTFOLIO_IMAGE } from '@brifa/contracts';
import sharp from 'sharp';
import { createPrng } from './demo-prng.ts';

/**
 * Images of the demo agencies drawn by code: an SVG built from the agency's name and main category
 * (palette, shapes and mark drawn from a generator seeded with the name), rendered to WebP with sharp, the
 * library real uploads go through. Same name, same picture on every install; nothing is downloaded.
 */

export const DEMO_LOGO = { width: 200, height: 200 } as const;
export const DEMO_BANNER = { width: 1600, height: 400 } as const;
/** 4:3 like an uploaded work (PORTFOLIO_IMAGE is 1200x900), drawn smaller to keep the first start quick. */
export const DEMO_PORTFOLIO = {
  width: (PORTFOLIO_IMAGE.width * 2) / 3,
  height: (PORTFOLIO_IMAGE.height * 2) / 3,
};

/** Deep colour, accent, light tint. Chosen for white text on the deep colour (contrast above 4.5:1). */
const PALETTES: readonly (readonly [string, string, string])[] = [
  ['#1c3d8f', '#4dabf7', '#e7f5ff'],
  ['#0b5f66', '#38d9a9', '#e6fcf5'],
  ['#2b6a2f', '#a9e34b', '#f4fce3'],
  ['#a61e4d', '#faa2c1', '#fff0f6'],
  ['#b23c07', '#ffc078', '#fff4e6'],
  ['#4c2ca0', '#b197fc', '#f3f0ff'],
  ['#14407a', '#66d9e8', '#e3fafc'],
  ['#6f2480', '#e599f7', '#f8f0fc'],
  ['#343a40', '#ffd43b', '#f8f9fa'],
  ['#8a1c1c', '#ff8787', '#fff5f5'],
  ['#0d5c4a', '#ffd43b', '#ebfbee'],
  ['#212f6b', '#ff922b', '#edf2ff'],
];

type TRandom = () => number;

/** FNV-1a: a stable 32-bit number from a string, to seed the generator per agency and per work. */
export function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

function between(random: TRandom, min: number, max: number): number {
  return Math.round(min + random() * (max - min));
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => /\p{L}/u.test(word));
  const letters = words.length > 1 ? words.map((word) => word.charAt(0)) : [name.charAt(0)];
  return letters.join('').slice(0, 2).toLocaleUpperCase('tr');
}

function paletteOf(random: TRandom) {
  const [deep, accent, tint] = PALETTES[Math.floor(random() * PALETTES.length)]!;
  return { deep, accent, tint };
}

/** One of eight geometric marks, centred on (cx, cy) within radius r; the kind follows the category. */
function mark(kind: number, cx: number, cy: number, r: number, fill: string, random: TRandom): string {
  const turn = between(random, 0, 3) * 15;
  switch (kind % 8) {
    case 0:
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/><circle cx="${cx + r * 0.35}" cy="${cy - r * 0.35}" r="${r * 0.45}" fill="#ffffff" opacity=".35"/>`;
    case 1:
      return `<rect x="${cx - r * 0.8}" y="${cy - r * 0.8}" width="${r * 1.6}" height="${r * 1.6}" rx="${r * 0.3}" fill="${fill}" transform="rotate(${45 + turn} ${cx} ${cy})"/>`;
    case 2: {
      const points = [0, 1, 2].map((i) => {
        const a = ((i * 120 - 90 + turn) * Math.PI) / 180;
        return `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`;
      });
      return `<polygon points="${points.join(' ')}" fill="${fill}"/>`;
    }
    case 3: {
      const points = [0, 1, 2, 3, 4, 5].map((i) => {
        const a = ((i * 60 + turn) * Math.PI) / 180;
        return `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`;
      });
      return `<polygon points="${points.join(' ')}" fill="${fill}"/>`;
    }
    case 4:
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${fill}" stroke-width="${r * 0.28}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.3}" fill="${fill}"/>`;
    case 5:
      return [0, 1, 2]
        .map(
          (i) =>
            `<rect x="${cx - r + i * r * 0.7}" y="${cy + r - r * (0.8 + i * 0.6)}" width="${r * 0.5}" height="${r * (0.8 + i * 0.6)}" rx="${r * 0.1}" fill="${fill}"/>`,
        )
        .join('');
    case 6:
      return `<path d="M${cx - r} ${cy + r * 0.6} Q${cx} ${cy - r * 1.4} ${cx + r} ${cy + r * 0.6}" fill="none" stroke="${fill}" stroke-width="${r * 0.3}" stroke-linecap="round"/><circle cx="${cx}" cy="${cy + r * 0.45}" r="${r * 0.22}" fill="${fill}"/>`;
    default:
      return `<rect x="${cx - r}" y="${cy - r * 0.35}" width="${r * 2}" height="${r * 0.7}" rx="${r * 0.35}" fill="${fill}" transform="rotate(${-30 - turn} ${cx} ${cy})"/><rect x="${cx - r}" y="${cy - r * 0.35}" width="${r * 2}" height="${r * 0.7}" rx="${r * 0.35}" fill="${fill}" opacity=".6" transform="rotate(${30 + turn} ${cx} ${cy})"/>`;
  }
}

function render(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).webp({ quality: 78, effort: 0 }).toBuffer();
}

const FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';

/** A 200x200 logo: the agency's mark beside its initials on its palette. */
export function demoLogoSvg(name: string, categoryId: number): string {
  const random = createPrng(hashOf(name));
  const { deep, accent, tint } = paletteOf(random);
  const { width, height } = DEMO_LOGO;
  const dark = random() < 0.5;
  const background = dark ? deep : tint;
  const ink = dark ? '#ffffff' : deep;
  // A short name is its own wordmark; a long one shows its initials.
  const word = name.length <= 12 ? name : initialsOf(name);
  const size = Math.min(40, Math.floor(176 / (word.length * 0.7)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="${width}" height="${height}" fill="${background}"/>
${mark(categoryId + hashOf(name), 100, 74, 42, accent, random)}
<text x="100" y="166" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="${size}" fill="${ink}">${escapeXml(word)}</text>
</svg>`;
}

/** A 1600x400 banner: a gradient of the agency's palette with soft shapes and its mark repeated. */
export function demoBannerSvg(name: string, categoryId: number): string {
  const random = createPrng(hashOf(`${name}|banner`));
  const { deep, accent } = paletteOf(createPrng(hashOf(name)));
  const { width, height } = DEMO_BANNER;
  const blobs = Array.from({ length: 7 }, () => {
    const r = between(random, 60, 260);
    return `<circle cx="${between(random, 0, width)}" cy="${between(random, -40, height + 40)}" r="${r}" fill="${random() < 0.5 ? accent : '#ffffff'}" opacity="${(0.08 + random() * 0.16).toFixed(2)}"/>`;
  }).join('');
  const marks = Array.from({ length: 5 }, (_, i) =>
    mark(categoryId + hashOf(name), 980 + i * 130, between(random, 120, 280), 34, '#ffffff', random),
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${deep}"/><stop offset="1" stop-color="${accent}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>${blobs}<g opacity=".22">${marks}</g>
</svg>`;
}

/** A 4:3 portfolio cover: a mock screen, phone, chart or poster for the work, with the client's name. */
export function demoPortfolioSvg(
  agencyName: string,
  work: { title: string; companyName: string; categoryId: number },
): string {
  const random = createPrng(hashOf(`${agencyName}|${work.title}`));
  const { deep, accent, tint } = paletteOf(createPrng(hashOf(agencyName)));
  // Drawn on the upload's 1200x900 grid and scaled down by the viewBox.
  const { width, height } = PORTFOLIO_IMAGE;
  const kind = (work.categoryId + hashOf(work.title)) % 4;
  const bars = Array.from({ length: 6 }, (_, i) => {
    const h = between(random, 80, 300);
    return `<rect x="${300 + i * 100}" y="${700 - h}" width="60" height="${h}" rx="8" fill="${i % 2 ? accent : deep}"/>`;
  }).join('');
  const lines = (x: number, y: number, n: number, w: number) =>
    Array.from(
      { length: n },
      (_, i) =>
        `<rect x="${x}" y="${y + i * 34}" width="${between(random, w * 0.5, w)}" height="14" rx="7" fill="${deep}" opacity=".18"/>`,
    ).join('');
  let scene: string;
  if (kind === 0) {
    // A browser window with a hero and cards.
    scene = `<rect x="150" y="130" width="900" height="620" rx="22" fill="#ffffff"/>
<rect x="150" y="130" width="900" height="56" rx="22" fill="${deep}"/><rect x="150" y="160" width="900" height="26" fill="${deep}"/>
<circle cx="190" cy="158" r="9" fill="#ff8787"/><circle cx="220" cy="158" r="9" fill="#ffd43b"/><circle cx="250" cy="158" r="9" fill="#69db7c"/>
<rect x="200" y="220" width="800" height="220" rx="16" fill="${accent}" opacity=".55"/>
${mark(work.categoryId, 860, 330, 70, deep, random)}
<rect x="240" y="280" width="${between(random, 300, 480)}" height="30" rx="8" fill="${deep}"/>${lines(240, 330, 2, 420)}
${[0, 1, 2].map((i) => `<rect x="${200 + i * 272}" y="470" width="240" height="240" rx="14" fill="${tint}"/>${lines(224 + i * 272, 600, 3, 180)}`).join('')}`;
  } else if (kind === 1) {
    // A phone with an app screen.
    scene = `<rect x="420" y="80" width="360" height="740" rx="48" fill="#212529"/><rect x="440" y="120" width="320" height="660" rx="28" fill="#ffffff"/>
<rect x="440" y="120" width="320" height="220" rx="28" fill="${deep}"/>${mark(work.categoryId, 600, 225, 60, accent, random)}
${[0, 1, 2, 3].map((i) => `<rect x="466" y="${370 + i * 96}" width="64" height="64" rx="16" fill="${i % 2 ? accent : tint}"/>${lines(550, 380 + i * 96, 2, 180)}`).join('')}
${mark(work.categoryId + 1, 220, 620, 90, accent, random)}${mark(work.categoryId + 2, 980, 260, 80, '#ffffff', random)}`;
  } else if (kind === 2) {
    // A dashboard chart.
    scene = `<rect x="150" y="130" width="900" height="640" rx="22" fill="#ffffff"/>
<rect x="200" y="180" width="${between(random, 260, 420)}" height="30" rx="8" fill="${deep}"/>${lines(200, 230, 1, 300)}
<line x1="260" y1="700" x2="960" y2="700" stroke="${deep}" stroke-opacity=".25" stroke-width="4"/>${bars}
<polyline points="${[0, 1, 2, 3, 4, 5].map((i) => `${330 + i * 100},${between(random, 300, 560) - i * 30}`).join(' ')}" fill="none" stroke="${deep}" stroke-width="8" stroke-linejoin="round"/>`;
  } else {
    // A poster or brand board.
    scene = `<rect x="180" y="110" width="460" height="680" rx="18" fill="${deep}"/>${mark(work.categoryId, 410, 370, 130, accent, random)}
<rect x="230" y="600" width="300" height="28" rx="8" fill="#ffffff"/><rect x="230" y="650" width="220" height="16" rx="8" fill="#ffffff" opacity=".6"/>
<rect x="680" y="110" width="340" height="320" rx="18" fill="${accent}"/>${mark(work.categoryId + 3, 850, 270, 90, '#ffffff', random)}
<rect x="680" y="470" width="160" height="320" rx="18" fill="${tint}"/><rect x="860" y="470" width="160" height="320" rx="18" fill="#ffffff"/>
<circle cx="760" cy="560" r="40" fill="${deep}"/><circle cx="940" cy="560" r="40" fill="${accent}"/>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${DEMO_PORTFOLIO.width}" height="${DEMO_PORTFOLIO.height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${tint}"/><stop offset="1" stop-color="${accent}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>${scene}
<rect x="0" y="${height - 70}" width="${width}" height="70" fill="${deep}" opacity=".85"/>
<text x="40" y="${height - 24}" font-family="${FONT}" font-weight="700" font-size="34" fill="#ffffff">${escapeXml(work.companyName)}</text>
</svg>`;
}

export const demoLogo = (name: string, categoryId: number) => render(demoLogoSvg(name, categoryId));
export const demoBanner = (name: string, categoryId: number) => render(demoBannerSvg(name, categoryId));
export const demoPortfolioImage = (agencyName: string, work: Parameters<typeof demoPortfolioSvg>[1]) =>
  render(demoPortfolioSvg(agencyName, work));
