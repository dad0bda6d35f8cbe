/** Time to score a brief in the form and on the server (pure function). Usage: npm run bench:brief */
import { scoreBrief } from '../packages/contracts/src/brief-quality.ts';
import { measure } from './stats.ts';

const paragraph =
  'Mobil uygulamamız için iOS ve Android sürümlerini geliştirecek bir ajans arıyoruz. Hedefimiz ilk 6 ayda 50 bin indirme. ';
const short = paragraph.repeat(4);
const long = paragraph.repeat(42).slice(0, 5000);
const iterations = Number(process.env.BENCH_ITERATIONS ?? 2000);

console.log(`Brief scorer (${iterations} runs each)`);
await measure('baseline: string length of 5,000 chars', iterations, async () => long.trim().length);
await measure(`scoreBrief ${short.length} chars`, iterations, async () =>
  scoreBrief({ description: short }, 'tr'),
);
await measure('scoreBrief 5,000 chars', iterations, async () =>
  scoreBrief({ description: long, contactEmail: 'a@gmail.com' }, 'en'),
);
