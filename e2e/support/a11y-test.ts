import AxeBuilder from '@axe-core/playwright';
import {
  type Browser,
  type BrowserContext,
  test as base,
  expect as baseExpect,
  type Page,
  type TestInfo,
} from '@playwright/test';
import type { Result } from 'axe-core';

/**
 * Every browser spec imports `test` and `expect` from here instead of '@playwright/test'. The `test` checks
 * every screen a test visits with axe-core and fails the test on serious or critical findings, in whatever
 * language the page is in. No spec has to ask for it: each page of the test's contexts (the default one and
 * any from `browser.newContext()`/`newPage()`) is checked
 * - after `page.waitForLoadState()` (the moment a spec says "this screen has settled"),
 * - before it leaves a screen (`goto`, `reload`, `goBack`) and before `page.close()`/`context.close()`,
 * - at the end of the test, for pages still open,
 * each distinct state (address, language, open dialog) once per test.
 *
 * `test.use({ axe: false })` turns it off for a spec that visits no screen of ours, or that runs with JavaScript
 * disabled (axe runs as a script in the page).
 */

export * from '@playwright/test';

/** The impacts that fail a test; "moderate" and "minor" are reported by axe but not enforced. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/** Rules beyond axe's defaults: a control's name must contain its visible text (WCAG 2.5.3). */
const EXTRA_RULES = { 'label-content-name-mismatch': { enabled: true } } as const;

const SETTLE_CSS = '*,*::before,*::after{transition:none!important;animation:none!important}';

type TFinding = { url: string; lang: string; rule: string; impact: string; help: string; nodes: string[] };

type TAxeOptions = { axe: boolean };

/**
 * A page of the app starts its scripts after the first paint, so the browser's load event comes before React has
 * hydrated it: a navigation waits for the mark root.tsx sets (pages without the app's scripts, such as the
 * sandbox bank's or a PDF, are not waited for). Typing or clicking earlier would act on the bare HTML.
 */
function hydrated<TArgs extends unknown[], TResult>(page: Page, run: (...args: TArgs) => Promise<TResult>) {
  return async (...args: TArgs) => {
    const result = await run(...args);
    await page
      .waitForFunction(
        () =>
          document.documentElement.hasAttribute('data-hydrated') ||
          !document.querySelector('script[type="module"]'),
        null,
        { timeout: 20_000 },
      )
      .catch(() => {});
    return result;
  };
}

class AxeWatch {
  constructor(private readonly testInfo: TestInfo) {}

  private readonly seen = new Set<string>();
  private readonly pages = new Set<Page>();
  private readonly contexts = new Set<BrowserContext>();
  readonly findings: TFinding[] = [];
  /** Set once the test failed for another reason: no more checks (closing pages in `finally` stays quick). */
  private stopped = false;

  stop() {
    this.stopped = true;
  }

  watchContext(context: BrowserContext) {
    if (this.contexts.has(context)) return;
    this.contexts.add(context);
    for (const page of context.pages()) this.watchPage(page);
    context.on('page', (page) => this.watchPage(page));
    const close = context.close.bind(context);
    context.close = async (options) => {
      await this.checkAll(context.pages());
      return close(options);
    };
  }

  private watchPage(page: Page) {
    if (this.pages.has(page)) return;
    this.pages.add(page);
    const before = <TArgs extends unknown[], TResult>(run: (...args: TArgs) => Promise<TResult>) => {
      return async (...args: TArgs) => {
        await this.check(page);
        return run(...args);
      };
    };
    page.goto = hydrated(page, before(page.goto.bind(page)));
    page.reload = hydrated(page, before(page.reload.bind(page)));
    page.goBack = hydrated(page, before(page.goBack.bind(page)));
    page.close = before(page.close.bind(page));
    const waitForLoadState = page.waitForLoadState.bind(page);
    page.waitForLoadState = async (...args) => {
      await waitForLoadState(...args);
      await this.check(page);
    };
  }

  async checkAll(pages: Iterable<Page> = this.pages) {
    for (const page of pages) await this.check(page);
  }

  /** Runs axe on the page's current screen unless this test already checked the same state. */
  async check(page: Page) {
    if (this.stopped || page.isClosed()) return;
    const url = page.url();
    if (!url.startsWith('http')) return;
    try {
      const state = await page.evaluate(() => ({
        html: document.contentType === 'text/html',
        lang: document.documentElement.lang,
        dialog: [...document.querySelectorAll('[role="dialog"]')]
          .map((node) => node.getAttribute('aria-labelledby') ?? node.id)
          .join(','),
      }));
      if (!state.html) return;
      const key = `${url.split('#')[0]}|${state.lang}|${state.dialog}`;
      if (this.seen.has(key)) return;
      this.seen.add(key);
      const started = Date.now();
      const results = await this.analyze(page);
      for (const violation of results.violations) this.record(url, state.lang, violation);
      // The check's own time is not the test's: the test keeps the budget it had for its steps.
      const spent = Date.now() - started;
      if (this.testInfo.timeout > 0) this.testInfo.setTimeout(this.testInfo.timeout + spent);
      if (process.env.AXE_TIMING) console.log(`axe ${spent} ms ${url} [${state.lang}]`);
    } catch (error) {
      // The page navigated or closed under the check (a click's navigation, a closing pop-up): that screen is
      // checked at its next settle point instead.
      if (isGoneError(error)) return;
      throw error;
    }
  }

  /**
   * Axe with transitions and animations finished at once (a half-faded text is no finding). The style goes in as
   * a constructed sheet: the pages' CSP refuses inline <style> tags without its nonce.
   */
  private async analyze(page: Page) {
    await page.evaluate(async (css) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      (window as unknown as { __axeSettle?: CSSStyleSheet }).__axeSettle = sheet;
      // Two frames after the sheet: the final colours are painted.
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    }, SETTLE_CSS);
    try {
      return await new AxeBuilder({ page })
        .setLegacyMode(true)
        .options({ rules: EXTRA_RULES, resultTypes: ['violations'] })
        .analyze();
    } finally {
      await page
        .evaluate(() => {
          const sheet = (window as unknown as { __axeSettle?: CSSStyleSheet }).__axeSettle;
          document.adoptedStyleSheets = document.adoptedStyleSheets.filter((item) => item !== sheet);
        })
        .catch(() => undefined);
    }
  }

  private record(url: string, lang: string, violation: Result) {
    if (!violation.impact || !FAILING_IMPACTS.has(violation.impact)) return;
    this.findings.push({
      url,
      lang,
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map(
        (node) => `${node.target.join(' ')} ${node.html.slice(0, 160)}: ${node.failureSummary ?? ''}`,
      ),
    });
  }

  report(): string {
    return this.findings
      .map(
        (finding) =>
          `${finding.impact} ${finding.rule} (${finding.help}) on ${finding.url} [${finding.lang}]\n` +
          finding.nodes.map((node) => `    ${node.replaceAll('\n', '\n      ')}`).join('\n'),
      )
      .join('\n');
  }
}

function isGoneError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /Execution context was destroyed|Target (page, context or browser )?(has been )?closed|frame was detached|navigat/i.test(
    message,
  );
}

/** `browser.newContext()`/`newPage()` during the test hand their contexts to the watch. */
function watchBrowser(browser: Browser, watch: AxeWatch): () => void {
  const newContext = browser.newContext;
  const newPage = browser.newPage;
  browser.newContext = async (...args) => {
    const context = await newContext.apply(browser, args);
    watch.watchContext(context);
    return context;
  };
  browser.newPage = async (...args) => {
    const page = await newPage.apply(browser, args);
    watch.watchContext(page.context());
    return page;
  };
  return () => {
    browser.newContext = newContext;
    browser.newPage = newPage;
  };
}

async function finish(watch: AxeWatch, testInfo: TestInfo) {
  if (testInfo.status !== testInfo.expectedStatus) {
    watch.stop();
    return;
  }
  await watch.checkAll();
  if (watch.findings.length === 0) return;
  const report = watch.report();
  await testInfo.attach('axe findings', { body: report, contentType: 'text/plain' });
  throw new Error(`axe-core: ${watch.findings.length} serious or critical finding(s)\n${report}`);
}

export const test = base.extend<TAxeOptions & { axeWatch: AxeWatch | null }>({
  axe: [true, { option: true }],
  axeWatch: [
    async ({ axe, browser }, use, testInfo) => {
      if (!axe) {
        await use(null);
        return;
      }
      const watch = new AxeWatch(testInfo);
      const restore = watchBrowser(browser, watch);
      try {
        await use(watch);
        await finish(watch, testInfo);
      } finally {
        restore();
      }
    },
    { auto: true },
  ],
  context: async ({ context, axeWatch }, use, testInfo) => {
    axeWatch?.watchContext(context);
    await use(context);
    // The default context closes right after this fixture, before the watch finishes: check its pages now.
    if (testInfo.status !== testInfo.expectedStatus) axeWatch?.stop();
    else await axeWatch?.checkAll(context.pages());
  },
});

export const expect = baseExpect;
