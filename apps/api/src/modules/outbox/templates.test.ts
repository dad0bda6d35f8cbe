import { describe, expect, it } from 'vitest';
import { TEMPLATES } from './templates.ts';

describe('review confirmation e-mail (issue 16)', () => {
  const params = {
    name: 'Ayşe',
    agencyName: 'Pixel Ajans',
    confirmLink: 'https://brifa.test/reviews/result?confirm=TOKEN',
    removeLink: 'https://brifa.test/reviews/result?remove=TOKEN',
    days: 7,
  };

  for (const locale of ['tr', 'en'] as const) {
    it(`puts the publish link before the remove link (${locale})`, () => {
      const mail = TEMPLATES.reviewConfirmation(locale, params);
      const html = mail.html ?? '';
      expect(html.indexOf(params.confirmLink)).toBeGreaterThan(-1);
      expect(html.indexOf(params.removeLink)).toBeGreaterThan(html.indexOf(params.confirmLink));
      // the button (the first link in the HTML) publishes the review
      expect(html.match(/href="([^"]+)"/)?.[1]).toBe(params.confirmLink);
      expect(mail.text.indexOf(params.removeLink)).toBeGreaterThan(mail.text.indexOf(params.confirmLink));
      expect(mail.text.indexOf(params.confirmLink)).toBeGreaterThan(-1);
    });
  }
});
