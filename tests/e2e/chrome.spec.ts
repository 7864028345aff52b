/**
 * The site chrome in both languages: navbar, footer, language menu, mobile
 * menu, colour mode, announcement bar, language detection, analytics,
 * structured data and the not-found page.
 */
import {
  test,
  expect,
  open,
  waitForHydration,
  browserUserAgent,
  analyticsScript,
  emulateConnection,
} from './fixtures';

const labels = {
  en: {
    navbar: ['Presentation', 'Features', 'User guides', 'Next'],
    versionMenu: 'Documentation version: Next',
    cta: 'Create your space',
    footer: [
      'Overview',
      'User guides',
      'API',
      'Discord',
      'Mastodon',
      'Matrix',
      'Contact',
      'Blog',
      'Cooperative blog',
      'GitHub',
      'Terms',
    ],
    announcement: 'The TiBillet documentation now speaks English and French.',
    notFound: ['Page Not Found', 'We could not find what you were looking for.'],
    licence: 'Texts and drawings under CC BY-SA 4.0; the TiBillet software under AGPLv3.',
  },
  fr: {
    navbar: ['Présentation', 'Fonctionnalités', 'Guides', 'Next'],
    versionMenu: 'Version de la documentation\u00a0: Next',
    cta: 'Créer votre espace',
    footer: [
      'Vue d’ensemble',
      'Guides',
      'API',
      'Discord',
      'Mastodon',
      'Matrix',
      'Écrire à la coopérative',
      'Blog',
      'Blog de la coopérative',
      'GitHub',
      'CGU/CGV',
    ],
    announcement: 'La documentation de TiBillet parle désormais anglais et français.',
    notFound: ['Page introuvable', 'Nous n’avons pas trouvé ce que vous recherchez.'],
    licence:
      'Textes et dessins sous licence CC BY-SA 4.0 ; le logiciel TiBillet sous licence AGPLv3.',
  },
} as const;

const footerTargets = [
  '/docs/',
  '/docs/category/documentation-utilisateur/',
  '/docs/api/intro/',
  'https://discord.gg/7FJvtYx',
  'https://pouet.chapril.org/@tibillet',
  'https://matrix.to/#/%23tibillet:tiers-lieux.org',
  'mailto:contact@tibillet.re',
  '/blog/',
  'https://codecommun.coop/blog/',
  'https://github.com/TiBillet',
  '/cgucgv/',
];

for (const [locale, prefix] of [
  ['en', ''],
  ['fr', '/fr'],
] as const) {
  const text = labels[locale];

  test.describe(`chrome in ${locale}`, () => {
    test('navbar items, in order, with their targets', async ({page, pageErrors}) => {
      await open(page, `${prefix}/docs/api/intro/`);
      const left = page
        .locator('.navbar__items:not(.navbar__items--right)')
        .locator(':scope > a.navbar__item, :scope > .dropdown > .navbar__link');
      await expect(left).toHaveText(text.navbar);
      await expect(left.nth(0)).toHaveAttribute(
        'href',
        `${prefix}/docs/presentation/introduction/`,
      );
      await expect(left.nth(1)).toHaveAttribute('href', `${prefix}/roadmap/`);
      await expect(left.nth(2)).toHaveAttribute(
        'href',
        `${prefix}/docs/category/documentation-utilisateur/`,
      );
      await expect(page.locator('.navbar__brand')).toHaveAttribute('href', `${prefix}/`);

      const right = page.locator('.navbar__items--right');
      const cta = right.getByTestId('navbar-create-space');
      await expect(cta).toHaveText(text.cta);
      await expect(cta).toHaveAttribute('href', 'https://events.tibillet.coop/onboard/');
      await expect(right.locator('.dropdown > .navbar__link')).toContainText(
        locale === 'en' ? 'English' : 'Français',
      );
      await expect(right.locator('a[href="https://github.com/TiBillet"]')).toBeVisible();
      await expect(right.locator('button[class*="toggleButton"]')).toBeVisible();
      await expect(right.locator('.DocSearch-Button')).toBeVisible();
      // Order on the right: call to action, languages, GitHub, colour mode, search.
      const xs = [];
      for (const item of [
        cta,
        right.locator('.dropdown'),
        right.locator('a[href="https://github.com/TiBillet"]'),
        right.locator('button[class*="toggleButton"]'),
        right.locator('.DocSearch-Button'),
      ]) {
        xs.push((await item.boundingBox())?.x ?? -1);
      }
      expect(xs).toEqual([...xs].sort((a, b) => a - b));
      expect(xs[0]).toBeGreaterThan(0);
      expect(pageErrors).toEqual([]);
    });

    test('the version menu is a named menu button, never the active item', async ({page}) => {
      await open(page, `${prefix}/docs/Utilisateur/Cashless/Refund/`);
      const menu = page.getByRole('button', {name: text.versionMenu, exact: true});
      await expect(menu).toHaveText('Next');
      await expect(menu).toHaveAttribute('aria-haspopup', 'true');
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect(menu).not.toHaveClass(/active/);
      // Drawn like a navbar link that is not the current section.
      const colour = (locator: typeof menu) =>
        locator.evaluate((element) => getComputedStyle(element).color);
      const features = page.locator('.navbar__items a.navbar__item').nth(1);
      await expect(features).not.toHaveClass(/active/);
      expect(await colour(menu)).toBe(await colour(features));
      // Its menu lists the version, which leads to this page, and is the current one.
      await menu.hover();
      const version = menu.locator('..').locator('.dropdown__menu').getByRole('link');
      await expect(version).toHaveText(['Next']);
      await expect(version).toHaveAttribute('href', `${prefix}/docs/Utilisateur/Cashless/Refund/`);
      await expect(version).toHaveClass(/dropdown__link--active/);
      // A click opens nothing else: the address stays.
      await menu.click();
      await expect(page).toHaveURL(`${prefix}/docs/Utilisateur/Cashless/Refund/`);
      // On a phone, the same name in the menu.
      await page.setViewportSize({width: 390, height: 844});
      await page.locator('.navbar__toggle').click();
      const mobile = page
        .locator('.navbar-sidebar')
        .getByRole('button', {name: text.versionMenu, exact: true});
      await expect(mobile).toHaveText('Next');
      await expect(mobile).not.toHaveClass(/active/);
    });

    test('footer columns, links, logo and licence line', async ({page}) => {
      await open(page, `${prefix}/`);
      const footer = page.locator('footer.footer');
      await expect(footer.locator('.footer__title')).toHaveCount(3);
      const links = footer.locator('.footer__link-item');
      await expect(links).toHaveText(text.footer.map((label) => new RegExp(`^${label}`)));
      const hrefs = await links.evaluateAll((anchors) =>
        anchors.map((anchor) => anchor.getAttribute('href')),
      );
      expect(hrefs).toEqual(
        footerTargets.map((target) => (target.startsWith('/') ? `${prefix}${target}` : target)),
      );
      await expect(footer.locator('.footer__logo')).toHaveAttribute(
        'alt',
        'Coopérative Code Commun',
      );
      await expect(footer.locator('.footer__copyright')).toContainText('2024');
      await expect(footer.getByTestId('footer-licence')).toHaveText(text.licence);
    });

    test('the language menu lands on the same page in the other language, and back', async ({
      page,
    }) => {
      const other =
        locale === 'en' ? {prefix: '/fr', label: 'Français'} : {prefix: '', label: 'English'};
      await open(page, `${prefix}/docs/Utilisateur/Cashless/Refund/`);
      await page.locator('.navbar__items--right .dropdown').hover();
      await page.locator('.navbar__items--right .dropdown__menu').getByText(other.label).click();
      await expect(page).toHaveURL(encodeURI(`${other.prefix}/docs/Utilisateur/Cashless/Refund/`));
      await waitForHydration(page);
      await page.locator('.navbar__items--right .dropdown').hover();
      await page
        .locator('.navbar__items--right .dropdown__menu')
        .getByText(locale === 'en' ? 'English' : 'Français')
        .click();
      await expect(page).toHaveURL(encodeURI(`${prefix}/docs/Utilisateur/Cashless/Refund/`));
      const stored = await page.evaluate(() => localStorage.getItem('tibillet.locale'));
      expect(stored).toBe(locale);
    });

    test('the announcement bar shows, dismisses, and comes back for a new announcement', async ({
      page,
    }) => {
      await open(page, `${prefix}/`);
      const bar = page.getByRole('banner').filter({hasText: text.announcement});
      await expect(bar).toBeVisible();
      await expect(bar.getByRole('link')).toHaveAttribute(
        'href',
        '/blog/2026/11/20/a-new-documentation-site/',
      );
      await bar.getByRole('button').click();
      await expect(bar).toBeHidden();
      await page.reload();
      await waitForHydration(page);
      await expect(page.getByText(text.announcement)).toBeHidden();
      // A visitor who dismissed an earlier announcement sees the new one.
      await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'an-older-one'));
      await page.reload();
      await waitForHydration(page);
      await expect(page.getByText(text.announcement)).toBeVisible();
    });

    test('the not-found page speaks the language of the address', async ({page}) => {
      const response = await page.goto(`${prefix}/no/such/page/`);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute(
        'lang',
        locale === 'en' ? 'en-GB' : 'fr-FR',
      );
      await expect(page.getByRole('heading', {level: 1})).toHaveText(text.notFound[0]);
      await expect(page.getByText(text.notFound[1])).toBeVisible();
      await expect(page).toHaveTitle(`${text.notFound[0]} | TiBillet`);
    });

    test('structured data, alternates and Open Graph tags', async ({page}) => {
      await open(page, `${prefix}/docs/presentation/rates/`);
      const data = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
      );
      const graph = data['@graph'] as {['@type']: string; sameAs?: string[]; inLanguage?: string}[];
      expect(graph.find((node) => node['@type'] === 'Organization')?.sameAs).toContain(
        'https://github.com/TiBillet',
      );
      expect(
        graph.filter((node) => node['@type'] === 'WebSite').map((node) => node.inLanguage),
      ).toEqual(['en-GB', 'fr-FR']);
      await expect(page.locator('link[rel="alternate"][hreflang="fr-FR"]')).toHaveAttribute(
        'href',
        'https://tibillet.org/fr/docs/presentation/rates/',
      );
      await expect(page.locator('link[rel="alternate"][hreflang="en-GB"]')).toHaveAttribute(
        'href',
        'https://tibillet.org/docs/presentation/rates/',
      );
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
        'content',
        locale === 'en' ? 'Rates | TiBillet' : 'Tarifs | TiBillet',
      );
      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute(
        'content',
        locale === 'en' ? 'en_GB' : 'fr_FR',
      );
      const image = await page.locator('meta[property="og:image"]').getAttribute('content');
      expect(image).toBe(`https://tibillet.org${prefix}/img/social-card.png`);
      const served = await page.request.get((image ?? '').replace('https://tibillet.org', ''));
      expect(served.headers()['content-type']).toBe('image/png');
      await expect(page.locator('meta[property="og:description"]')).not.toHaveAttribute(
        'content',
        '',
      );
    });
  });
}

test.describe('mobile menu at 390 px', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('opens, shows the docs panel, goes back to the main menu, closes on a wide window', async ({
    page,
  }) => {
    await open(page, '/docs/Utilisateur/Cashless/Refund/');
    await expect(page.getByTestId('navbar-create-space')).toBeHidden();
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
    // On a docs page the menu opens on the docs panel, with its way back.
    const back = sidebar.getByRole('button', {name: /Back to main menu/});
    await expect(back).toBeVisible();
    await expect(sidebar.locator('.navbar-sidebar__item.menu').last()).toContainText(
      'Refund a card',
    );
    await back.click();
    await expect(sidebar.getByRole('link', {name: 'Features'})).toBeVisible();
    await expect(sidebar.getByTestId('navbar-create-space')).toHaveCount(0);
    await page.setViewportSize({width: 1280, height: 900});
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  });
});

test.describe('colour mode', () => {
  test('defaults to light, toggles to dark, survives a reload and syncs across tabs', async ({
    context,
  }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await open(first, '/docs/');
    await open(second, '/fr/docs/');
    const html = (page: typeof first) => page.locator('html');
    await expect(html(first)).toHaveAttribute('data-theme', 'light');
    await first.locator('.navbar__items--right button[class*="toggleButton"]').click();
    await expect(html(first)).toHaveAttribute('data-theme', 'dark');
    await expect(first.getByRole('status').filter({hasText: 'Dark mode on'})).toHaveCount(1);
    await expect(html(second)).toHaveAttribute('data-theme', 'dark');
    await first.reload();
    await waitForHydration(first);
    await expect(html(first)).toHaveAttribute('data-theme', 'dark');
    // Without "respect prefers-color-scheme", the toggle goes light ↔ dark only.
    await first.locator('.navbar__items--right button[class*="toggleButton"]').click();
    await expect(html(first)).toHaveAttribute('data-theme', 'light');
    await expect(html(first)).toHaveAttribute('data-theme-choice', 'light');
  });

  test('ignores the system preference by default', async ({browser}) => {
    const context = await browser.newContext({colorScheme: 'dark'});
    const page = await context.newPage();
    await open(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await context.close();
  });
});

test.describe('language detection', () => {
  test('a French browser arriving on an English page goes to the same page in French', async ({
    browser,
  }) => {
    const context = await browser.newContext({locale: 'fr-FR', userAgent: browserUserAgent});
    const page = await context.newPage();
    await page.goto('/docs/presentation/rates/?from=link#check');
    await expect(page).toHaveURL('/fr/docs/presentation/rates/?from=link#check');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
    await context.close();
  });

  test('an explicit English choice is kept on the next visit', async ({browser}) => {
    const context = await browser.newContext({locale: 'fr-FR', userAgent: browserUserAgent});
    const page = await context.newPage();
    await page.goto('/docs/');
    await expect(page).toHaveURL('/fr/docs/');
    await waitForHydration(page);
    await page.locator('.navbar__items--right .dropdown').hover();
    await page.locator('.navbar__items--right .dropdown__menu').getByText('English').click();
    await expect(page).toHaveURL('/docs/');
    const next = await context.newPage();
    await next.goto('/docs/presentation/rates/');
    await waitForHydration(next);
    await expect(next).toHaveURL('/docs/presentation/rates/');
    await context.close();
  });

  test('an English browser, a bot or a browser without storage stays put', async ({browser}) => {
    const cases = [
      {locale: 'en-GB', userAgent: browserUserAgent, init: undefined},
      {locale: 'fr-FR', userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1)', init: undefined},
      {
        locale: 'fr-FR',
        userAgent: browserUserAgent,
        init: () => {
          Object.defineProperty(window, 'localStorage', {
            get() {
              throw new DOMException('denied', 'SecurityError');
            },
          });
        },
      },
    ];
    for (const {locale, userAgent, init} of cases) {
      const context = await browser.newContext({locale, userAgent});
      if (init) await context.addInitScript(init);
      const page = await context.newPage();
      await page.goto('/docs/');
      await waitForHydration(page);
      await expect(page).toHaveURL('/docs/');
      await context.close();
    }
  });
});

test.describe('analytics', () => {
  test.use({analytics: 'stub'});

  test('a deferred Plausible script tied to the site domain', async ({page}) => {
    await open(page, '/');
    const script = page.locator(`script[src="${analyticsScript}"]`);
    await expect(script).toHaveAttribute('defer', '');
    await expect(script).toHaveAttribute('data-domain', 'tibillet.org');
  });

  test('a blocked analytics script breaks nothing', async ({page}) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.route(analyticsScript, (route) => route.abort('blockedbyclient'));
    await open(page, '/docs/api/intro/');
    await page.getByRole('link', {name: 'API keys'}).first().click();
    await expect(page).toHaveURL('/docs/api/apikey/');
    expect(errors).toEqual([]);
  });
});

test.describe('prefetching', () => {
  const prefetched = (page: import('@playwright/test').Page) =>
    page.locator('head link[rel="prefetch"]').count();

  test('links in view are prefetched on a normal connection', async ({page}) => {
    await open(page, '/');
    await expect.poll(() => prefetched(page)).toBeGreaterThan(0);
  });

  test('the menus fetch a page on intent (pointer, focus), not because it is in view', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await open(page, '/docs/api/events/');
    await page.waitForLoadState('networkidle');
    // Links in the article are still prefetched.
    await expect.poll(() => prefetched(page)).toBeGreaterThan(0);
    const atLoad = new Set(requested);
    const sidebar = page.locator('.theme-doc-sidebar-menu');
    /**
     * Points at or tabs to a link, then waits for scripts that had not come
     * at load. `all`: every script the gesture fetched must be new.
     */
    const fetchedOnIntent = async (gesture: () => Promise<void>, all = true) => {
      requested.length = 0;
      await gesture();
      const scripts = () => requested.filter((url) => url.endsWith('.js'));
      const fresh = () => scripts().filter((url) => !atLoad.has(url));
      await expect.poll(() => (all ? scripts() : fresh()).length).toBeGreaterThan(0);
      if (all) expect(fresh()).toEqual(scripts());
    };

    // Pages of the open category that the article does not link to.
    await fetchedOnIntent(() => sidebar.getByRole('link', {name: 'Wallets', exact: true}).hover());
    await fetchedOnIntent(() =>
      sidebar.getByRole('link', {name: 'Ticket scanning', exact: true}).focus(),
    );
    // A category's own page (its generated index) as well.
    await fetchedOnIntent(() =>
      sidebar.getByRole('link', {name: 'User guides', exact: true}).hover(),
    );
    // The breadcrumbs are navigation too: the API category's data comes on
    // hover (its component already came with "User guides").
    await fetchedOnIntent(() =>
      page
        .getByRole('navigation', {name: 'Breadcrumbs'})
        .getByRole('link', {name: 'API', exact: true})
        .hover(),
    );
    // So is the navbar: the logo's home page, then "Features". Their own
    // code comes on hover. The pages plugin's shared data may have come at
    // load: Docusaurus prefetches it with any doc page, because the docs
    // landing page (/docs/) and the docs plugin's root route share a path.
    await fetchedOnIntent(() => page.locator('.navbar__brand').hover(), false);
    await fetchedOnIntent(
      () =>
        page.locator('.navbar__items').getByRole('link', {name: 'Features', exact: true}).hover(),
      false,
    );

    // Following the link stays in the page: no new document is loaded.
    requested.length = 0;
    await sidebar.getByRole('link', {name: 'Wallets', exact: true}).click();
    await expect(page).toHaveURL('/docs/api/wallets/');
    await expect(page.locator('main h1')).toHaveText('Wallets');
    await expect(sidebar.getByRole('link', {name: 'Wallets', exact: true})).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(requested.filter((url) => new URL(url).pathname === '/docs/api/wallets/')).toEqual([]);
  });

  for (const [name, connection] of [
    ['data saver', {saveData: true, effectiveType: '4g'}],
    ['a 2g connection', {saveData: false, effectiveType: 'slow-2g'}],
  ] as const) {
    test(`nothing is prefetched with ${name}`, async ({page}) => {
      await emulateConnection(page, connection);
      await open(page, '/');
      await page.waitForLoadState('networkidle');
      expect(await prefetched(page)).toBe(0);
      // The links still work.
      await page.locator('main a[href="/docs/presentation/introduction/"]').first().click();
      await expect(page).toHaveURL(/\/docs\/presentation\/introduction\/$/);
      await expect(page.locator('main h1')).toBeVisible();
    });
  }
});

test.describe('navbar at 1000 px', () => {
  test.use({viewport: {width: 1000, height: 800}});

  test('the French navbar fits: the site name is whole, nothing overflows', async ({page}) => {
    await open(page, '/fr/docs/');
    const fits = await page.evaluate(() => {
      const title = document.querySelector<HTMLElement>('.navbar__title')!;
      const inner = document.querySelector<HTMLElement>('.navbar__inner')!;
      return {
        title: title.scrollWidth <= title.clientWidth,
        navbar: inner.scrollWidth <= inner.clientWidth,
      };
    });
    expect(fits).toEqual({title: true, navbar: true});
  });
});
