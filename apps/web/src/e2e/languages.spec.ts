// Languages: a citizen switches the site to Hausa, then Yoruba, and discovers projects, opens one and
// eyemarks it. The page's `lang` follows, the choice survives a reload, and the main content shows no English words
// of the interface: no English catalogue text where the language has its own, and headings, tabs and buttons in
// the chosen language (project names and descriptions are data and stay as written).
import { expect, test, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENGLISH_CONTENT } from '../content/site-content';
import { DEMO_PASSWORD, acceptCookies, login, screenshot } from './helpers';

const LOCALES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../i18n/locales');
const CITIZEN = 'chinedu@oversight.test';

function catalogue(language: string): Map<string, string> {
  const messages = new Map<string, string>();
  for (const file of readdirSync(path.join(LOCALES, language)).filter((name) => name.endsWith('.json'))) {
    const entries = JSON.parse(readFileSync(path.join(LOCALES, language, file), 'utf8')) as Record<
      string,
      string
    >;
    for (const [key, text] of Object.entries(entries)) messages.set(`${file.slice(0, -5)}.${key}`, text);
  }
  return messages;
}

/** English interface texts that this language writes differently: none of them may show. */
function englishPhrases(language: string): string[] {
  const english = catalogue('en');
  const other = catalogue(language);
  return (
    [...english]
      // Whole phrases only: single words such as "Ministry" also occur in organisation names (data).
      .filter(
        ([key, text]) =>
          other.get(key) !== text && !text.includes('{') && text.includes(' ') && text.length >= 12,
      )
      .map(([, text]) => text.replace(/[.…]$/, ''))
  );
}

// Interface words that would betray an untranslated heading, tab or button (data never sits in these; the tag chips
// are the API's tag names, so radios are not read).
const ENGLISH_UI_WORDS =
  /\b(the|and|of|your|projects?|reviews?|filters?|download|overview|activity|media|eyemark(ed)?|share|search|discover|write|nearing|discussed|around)\b/i;

async function expectNoEnglish(
  page: Page,
  language: string,
  { labels: checkLabels = true } = {},
): Promise<void> {
  const main = page.locator('main');
  const text = await main.innerText();
  expect(englishPhrases(language).filter((phrase) => text.includes(phrase))).toEqual([]);
  if (!checkLabels) return;
  const labels = await main.locator('h1, h2, [role="tab"], button:visible').evaluateAll((nodes) =>
    nodes
      .filter((node) => !node.closest('[data-testid="project-card"]') && !node.closest('.leaflet-container'))
      .map((node) => (node.textContent || node.getAttribute('aria-label') || '').trim())
      .filter(Boolean),
  );
  const heading = await main.locator('h1').first().innerText();
  expect(labels.filter((label) => label !== heading && ENGLISH_UI_WORDS.test(label))).toEqual([]);
}

test.beforeEach(async ({ page, baseURL }) => {
  await acceptCookies(page, baseURL!);
  await page.route('https://tile.openstreetmap.org/**', (route) => route.fulfill({ status: 204, body: '' }));
});

test('a citizen discovers, opens and eyemarks a project in Hausa, then in Yoruba', async ({ page }) => {
  test.slow(); // two languages, a sign-in and four screenshots on a shared 2-core machine
  await page.setViewportSize({ width: 1280, height: 800 });
  await login(page, CITIZEN, DEMO_PASSWORD);

  // Hausa from the switcher in the navigation; the page says so and remembers it.
  await page.goto('/citizen/discover', { waitUntil: 'domcontentloaded' });
  await page.getByRole('navigation', { name: 'Main navigation' }).getByLabel('Language').selectOption('ha');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ha');
  await expect(page.getByRole('heading', { level: 1, name: 'Bincika ayyuka' })).toBeVisible();
  await page.reload({ waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1, name: 'Bincika ayyuka' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('navigation', { name: 'Babbar hanya' })).toBeVisible();
  const cards = page.getByTestId('project-card');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByText(/^[\d,]+ An samu|^An samu [\d,]+$/)).toBeVisible();
  await expectNoEnglish(page, 'ha');
  await screenshot(page, 'languages-discover-ha', { fullPage: false });

  // Open a project: headings, tabs, money and the eyemark button in Hausa.
  const link = cards.first().getByRole('link');
  const name = (await link.textContent())!.trim();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('tab', { name: 'Taƙaitawa' })).toBeVisible();
  await expect(page.getByText('Jimillar kuɗi')).toBeVisible();
  await expect(page.getByText(/^₦[\d.]+[KMBT]?$|^_$/).first()).toBeVisible();
  const eyemark = page.getByRole('button', { name: /^(Sa ido|Kana sa ido)$/ });
  const wasEyemarked = (await eyemark.getAttribute('aria-pressed')) === 'true';
  if (wasEyemarked) await eyemark.click(); // start from "not eyemarked"
  await page.getByRole('button', { name: 'Sa ido', exact: true }).click();
  // The passing message first: on a loaded machine it had closed by the time the button's state had been checked.
  await expect(page.getByText('Kana sa ido kan aikin: za ka ji labarin sabbin abubuwa')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Kana sa ido', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectNoEnglish(page, 'ha');
  await screenshot(page, 'languages-project-ha', { fullPage: false });

  // Yoruba: the same project reads in Yoruba and the eyemark can be taken off in it.
  await page.getByRole('navigation', { name: 'Babbar hanya' }).getByLabel('Harshe').selectOption('yo');
  await expect(page.locator('html')).toHaveAttribute('lang', 'yo');
  await expect(page.getByRole('tab', { name: 'Àkópọ̀' })).toBeVisible();
  await expect(page.getByText('Àpapọ̀ owó', { exact: true })).toBeVisible();
  const marked = page.getByRole('button', { name: 'O ti fojú sí i', exact: true });
  await expect(marked).toHaveAttribute('aria-pressed', 'true');
  await expectNoEnglish(page, 'yo');
  await screenshot(page, 'languages-project-yo', { fullPage: false });
  await marked.click();
  await expect(page.getByRole('button', { name: 'Fojú sí i', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  if (wasEyemarked) await page.getByRole('button', { name: 'Fojú sí i', exact: true }).click();

  await page.goto('/citizen/discover', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1, name: 'Ṣàwárí iṣẹ́ àkànṣe' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId('project-card').first()).toBeVisible();
  await expectNoEnglish(page, 'yo');
  await screenshot(page, 'languages-discover-yo', { fullPage: false });
});

/** The English long texts' questions and headings: none may show on a page in another language. */
function englishContentHeadings(): string[] {
  const { faqs, terms, privacy, communityGuidelines } = ENGLISH_CONTENT;
  return [
    ...faqs.map((item) => item.question),
    ...[terms, privacy, communityGuidelines].flatMap((doc) => [
      doc.title,
      ...doc.sections.map((s) => s.heading),
    ]),
  ];
}

async function expectNoEnglishContent(page: Page): Promise<void> {
  const text = await page.locator('main').innerText();
  expect(englishContentHeadings().filter((heading) => text.includes(heading))).toEqual([]);
}

test('the FAQ, terms, privacy, guidelines and the project list read in Hausa, Igbo and Pidgin', async ({
  page,
}) => {
  test.slow(); // five pages on a shared 2-core machine
  // The choice as a returning visitor has it (remembered on this browser).
  await page.addInitScript(() => {
    if (!localStorage.getItem('oversight.language')) localStorage.setItem('oversight.language', 'ha');
  });
  await page.setViewportSize({ width: 390, height: 844 });

  await page.goto('/faqs', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1, name: 'Tambayoyin da ake yawan yi' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('button', { name: 'Mene ne Oversight?' })).toBeVisible();
  await page.getByRole('button', { name: 'Oversight kyauta ne?' }).click();
  await expect(page.getByText(/^Ee, ga 'yan ƙasa/)).toBeVisible();
  await page.getByLabel('Nemi tambaya').fill('kalmar sirri');
  await expect(page.getByRole('button', { name: 'Na manta kalmar sirrina. Me zan yi?' })).toBeVisible();
  await page.getByLabel('Nemi tambaya').fill('');
  await expectNoEnglish(page, 'ha');
  await expectNoEnglishContent(page);
  await screenshot(page, 'languages-faq-ha');

  await page.goto('/terms', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1, name: 'Sharuɗɗan Amfani' })).toBeVisible({
    timeout: 30_000,
  });
  // Section anchors keep the English ids, so a link to a section works in every language.
  await expect(page.locator('#your-account')).toHaveText('1. Asusunka');
  await expectNoEnglishContent(page);

  // The project list: title, count, sort and the filter drawer.
  await page.goto('/project', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1, name: 'Ayyuka', exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(/^(Aiki|Ayyuka) [\d,]+$/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Jera ta' })).toHaveValue('Mafi sabo');
  await page.getByRole('button', { name: /^Matattara/ }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('group', { name: 'Matsayi' }).getByText('An kammala')).toBeVisible({
    timeout: 30_000,
  });
  await expect(drawer.getByRole('button', { name: 'Nuna sakamako' })).toBeVisible();
  await screenshot(page, 'languages-project-list-ha', { fullPage: false });
  await drawer.getByRole('button', { name: 'Nuna sakamako' }).click();
  await expectNoEnglish(page, 'ha');

  // Igbo and Pidgin: the privacy policy and the community guidelines.
  await page.evaluate(() => localStorage.setItem('oversight.language', 'ig'));
  await page.goto('/privacy', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1, name: 'Iwu Nzuzo' })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('main').getByRole('link', { name: 'privacy@oversight.ng' })).toBeVisible();
  await expectNoEnglish(page, 'ig');
  await expectNoEnglishContent(page);
  await page.evaluate(() => localStorage.setItem('oversight.language', 'pcm'));
  await page.goto('/community-guidelines', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1, name: 'Community Rules' })).toBeVisible({
    timeout: 30_000,
  });
  // Pidgin headings rightly use "the" and "of": only whole English phrases and the English headings betray it.
  await expectNoEnglish(page, 'pcm', { labels: false });
  await expectNoEnglishContent(page);
});
