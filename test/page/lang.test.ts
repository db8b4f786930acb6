// Everything a visitor reads outside the API's JSON, in a language (issue 28 point 6,
// docs/languages.md "Pages, cards and embeds"): the page, the embed, the card, oEmbed, link previews.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comparison, EXPRESSIONS } from '../../src/expressions/registry.ts';
import { LANG_REFUSAL, LANGUAGE_NAMES, LANGUAGES, type Lang } from '../../src/i18n/languages.ts';
import { pageOptions } from '../../src/page/options.ts';
import { ENGLISH } from '../../src/page/public/picture.js';
import { PAGE_TEXTS } from '../../src/page/texts.ts';
import { makeApp, send } from '../support/app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp({ PUBLIC_URL: 'https://wealth.example' });
});
afterAll(() => app.close());

const ORIGIN = 'https://wealth.example';
/** One comparison in each language's own notation (the API reads money with `lang`). */
const QUERIES: Readonly<Record<'de' | 'ja', string>> = {
  de: new URLSearchParams({ wealthYours: '100\u202f000', wealthTheirs: '1,5 Mrd. €', lang: 'de' }).toString(),
  ja: new URLSearchParams({ wealthYours: '10万', wealthTheirs: '1億', lang: 'ja' }).toString(),
};
/** Texts each language's page, embed and card say: the heading and the embed's brand line. */
const HEADINGS = { de: 'Zwei Vermögen vergleichen', ja: '2つの資産を比べる' } as const;
const BRANDS = { de: 'zwei Vermögen im Vergleich', ja: '2つの資産の比較' } as const;

const answer = (query: string) => {
  const outcome = comparison.run({
    expression: 'numberOfItems',
    typeOfItem: 'house',
    ...Object.fromEntries(new URLSearchParams(query)),
  });
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.data;
};

const decode = (html: string) =>
  html.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#39;', "'");

function metaContent(html: string, key: string): string | undefined {
  const match = html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`));
  return match?.[1] === undefined ? undefined : decode(match[1]);
}

/** The placeholders of a text: `{name}` slots. */
const slots = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the page texts (src/languages/<lang>/page.json)', () => {
  const english = PAGE_TEXTS.en;

  it.each(LANGUAGES)('%s has every text English has, no other, with the same placeholders', (lang) => {
    const texts = PAGE_TEXTS[lang];
    expect(
      Object.keys(texts)
        .filter((k) => !k.startsWith('@'))
        .sort(),
    ).toEqual(
      Object.keys(english)
        .filter((k) => !k.startsWith('@'))
        .sort(),
    );
    for (const [key, text] of Object.entries(english)) {
      if (key.startsWith('@')) continue;
      expect(slots(texts[key] as string), `${lang} ${key}`).toEqual(slots(text));
    }
  });

  it('English is the English the page, picture and options said before languages', () => {
    for (const [key, text] of Object.entries(ENGLISH)) expect(english[key], key).toBe(text);
    for (const expression of EXPRESSIONS) {
      expect(english[`expression.${expression.name}.title`]).toBe(expression.title);
      expect(english[`expression.${expression.name}.description`]).toBe(expression.description);
    }
    for (const param of comparison.params) {
      const key = `param.${param.name}.description`;
      if (key in english) expect(english[key]).toBe(param.description);
    }
  });

  it.each(LANGUAGES.filter((lang) => !lang.startsWith('en')))(
    '%s translates every text but names and notation (no English sentence left)',
    (lang) => {
      const same = Object.keys(english).filter(
        (key) => !key.startsWith('@') && english[key] === PAGE_TEXTS[lang][key],
      );
      // What reads the same in English and the language: a placeholder, a brand-like word, a figure.
      // (`Item` is Portuguese too.)
      const allowed =
        /^(page\.titleAnswer|form\.apiMessage|item\.choice|share\.alt|example\.\w+|field\.typeOfItem|item\.(smartphone|yacht|supercar|superyacht|car))$/;
      expect(same.filter((key) => !allowed.test(key))).toEqual([]);
    },
  );

  it.each(LANGUAGES)(
    '%s: the picture’s one-line labels are about as short as English’s, so they fit its narrowest drawing',
    (lang) => {
      // A Japanese character is about two Latin ones wide; English's longest is 32 characters.
      const width = (text: string) =>
        text.length + (text.match(/[\u3000-\u9fff\uff00-\uffef]/g)?.length ?? 0);
      for (const key of [
        'picture.heading',
        'picture.logHeading',
        'picture.logNote.yours',
        'picture.logNote.theirs',
      ]) {
        expect(width(PAGE_TEXTS[lang][key] as string), `${lang} ${key}`).toBeLessThanOrEqual(33);
      }
    },
  );

  it('options.json?lang= carries the language, its choices and the script texts', async () => {
    for (const lang of LANGUAGES) {
      const response = await send(app, `/compare/options.json?lang=${lang}`);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toEqual(JSON.parse(JSON.stringify(pageOptions({ attribution: body.attribution }, lang))));
      expect(body.lang).toBe(lang);
      expect(body.languages).toEqual(LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] })));
      expect(body.texts['form.check']).toBe(PAGE_TEXTS[lang]['form.check']);
    }
    const refused = await send(app, '/compare/options.json?lang=xx');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(LANG_REFUSAL);
  });
});

describe.each(['de', 'ja'] as const)('lang=%s', (lang) => {
  const query = QUERIES[lang];
  const data = answer(query);

  it('/compare says the language: <html lang>, heading, title, description, results, Content-Language', async () => {
    const response = await send(app, `/compare?${query}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-language']).toBe(lang);
    // Asked by the link: the answer does not depend on Accept-Language.
    expect(String(response.headers.vary ?? '')).not.toContain('Accept-Language');
    const html = response.body;
    expect(html).toContain(`<html lang="${lang}">`);
    expect(html).toContain(`<h1>${HEADINGS[lang]}</h1>`);
    expect(decode(html)).toContain(data.ratio.sentence);
    expect(html).not.toContain('Compare two wealths');
    expect(html).not.toContain('Your wealth');
    expect(metaContent(html, 'og:description')).toContain(data.resultYours.phrase);
    expect(metaContent(html, 'og:locale')).toBe({ de: 'de_DE', ja: 'ja_JP' }[lang]);
  });

  it('every address the page makes carries the language', async () => {
    const html = (await send(app, `/compare?${query}`)).body;
    const canonical = decode(html.match(/<link rel="canonical" href="([^"]*)">/)?.[1] ?? '');
    expect(new URL(canonical).searchParams.get('lang')).toBe(lang);
    for (const key of ['og:url', 'og:image', 'twitter:image']) {
      expect(new URL(metaContent(html, key) as string).searchParams.get('lang'), key).toBe(lang);
    }
    const oembed = decode(html.match(/type="application\/json\+oembed" href="([^"]*)"/)?.[1] ?? '');
    const page = new URL(new URL(oembed).searchParams.get('url') as string);
    expect(page.searchParams.get('lang')).toBe(lang);
    const share = decode(html.match(/id="share-link" type="text" readonly value="([^"]*)"/)?.[1] ?? '');
    expect(share).toBe(canonical);
    // The language switch: every language, each link leading to the same comparison in it.
    for (const other of LANGUAGES) {
      const href = decode(html.match(new RegExp(`<a href="([^"]*)" hreflang="${other}"`))?.[1] ?? '');
      const switched = await send(app, href);
      expect(switched.statusCode).toBe(303);
      const target = new URL(String(switched.headers.location), ORIGIN);
      expect(target.searchParams.get('lang')).toBe(other);
      const there = await send(app, target.pathname + target.search);
      expect(there.statusCode, target.search).toBe(200);
      expect(decode(there.body)).toContain(answer(target.search).ratio.sentence);
      expect(answer(target.search).ratio.value).toBe(data.ratio.value);
    }
  });

  it('/embed says the language and links to the page in it', async () => {
    const response = await send(app, `/embed?${query}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-language']).toBe(lang);
    expect(response.body).toContain(`<html lang="${lang}">`);
    expect(response.body).toContain(BRANDS[lang]);
    expect(decode(response.body)).toContain(data.ratio.sentence);
    const visible = response.body.replace(/<[^>]*>/g, ' ');
    for (const english of ['two wealths compared', 'Yours', 'Theirs', 'See the whole comparison']) {
      expect(visible).not.toContain(english);
    }
    const link = decode(response.body.match(/<link rel="canonical" href="([^"]*)">/)?.[1] ?? '');
    expect(new URL(link, ORIGIN).searchParams.get('lang')).toBe(lang);
  });

  it('/oembed titles in the language and frames the embed in it; its own lang names a url that names none', async () => {
    const url = `${ORIGIN}/compare?${query}`;
    const response = await send(app, `/oembed?url=${encodeURIComponent(url)}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.title).toBe(data.ratio.sentence.replace(/[.。]$/, ''));
    expect(decode(body.html)).toContain(`lang=${lang}`);
    expect(new URL(body.thumbnail_url).searchParams.get('lang')).toBe(lang);
    const bare = new URLSearchParams(query);
    bare.delete('lang');
    const viaParam = await send(
      app,
      `/oembed?lang=${lang}&url=${encodeURIComponent(`${ORIGIN}/compare?${bare}`)}`,
    );
    expect(viaParam.json().title).toBe(body.title);
  });

  it('the card is drawn in the language: another picture under another key, the same for every spelling of the tag', async () => {
    const english = await send(app, '/compare/card.png?wealthYours=100000&wealthTheirs=1500000000');
    const own = await send(app, `/compare/card.png?${query}`);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers.etag).not.toBe(english.headers.etag);
    const spelled = query.replace(`lang=${lang}`, `lang=${lang === 'de' ? 'DE-at' : 'ja-JP'}`);
    const again = await send(app, `/compare/card.png?${spelled}`);
    expect(again.headers.etag).toBe(own.headers.etag);
  });
});

describe('Accept-Language on /compare', () => {
  const link = 'expression=numberOfItems&wealthYours=100000&wealthTheirs=1000000000&typeOfItem=house';
  const page = (url: string, accept?: string) =>
    send(app, { url, headers: accept === undefined ? {} : { 'accept-language': accept } });

  it('is followed when the link names no language, and the answer says it varies by it', async () => {
    const response = await page(`/compare?${link}`, 'de-AT,de;q=0.9,en;q=0.8');
    expect(response.headers['content-language']).toBe('de');
    expect(String(response.headers.vary)).toContain('Accept-Language');
    expect(response.body).toContain('<html lang="de">');
    expect(decode(response.body)).toContain(answer(`${link}&lang=de`).ratio.sentence);
    // The page is German, so the address it gives is the German one.
    const canonical = decode(response.body.match(/<link rel="canonical" href="([^"]*)">/)?.[1] ?? '');
    expect(new URL(canonical).searchParams.get('lang')).toBe('de');
  });

  it.each([
    ['ja-JP,ja;q=0.9', 'ja'],
    ['pt-PT, fr;q=0.5', 'fr'],
    ['en-GB', 'en'],
    ['xx, *;q=0.1', 'en'],
  ] as const)('%s → %s (the empty page too)', async (accept, lang: Lang) => {
    const response = await page('/compare', accept);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-language']).toBe(lang);
    expect(String(response.headers.vary)).toContain('Accept-Language');
    expect(response.body).toContain(`<html lang="${lang}">`);
    expect(response.body).toContain('<nav class="languages"');
  });

  it('gives way to the link’s lang', async () => {
    const response = await page(`/compare?${link}&lang=fr`, 'de');
    expect(response.headers['content-language']).toBe('fr');
    expect(response.body).toContain('<html lang="fr">');
  });

  it('without it and without lang the page is the English page, with no switch (its script adds one)', async () => {
    const response = await page(`/compare?${link}`);
    expect(response.headers['content-language']).toBe('en');
    expect(String(response.headers.vary)).toContain('Accept-Language');
    expect(response.body).toContain('<html lang="en">');
    expect(response.body).not.toContain('<nav class="languages"');
    const canonical = decode(response.body.match(/<link rel="canonical" href="([^"]*)">/)?.[1] ?? '');
    expect(new URL(canonical).searchParams.has('lang')).toBe(false);
  });
});

describe('an unsupported tag', () => {
  const comparisonQuery = 'wealthYours=100K&wealthTheirs=1T';

  it.each(['xx', 'pt-PT', 'de_DE'])(
    'lang=%s is refused everywhere with the API’s own message',
    async (tag) => {
      const page = await send(app, `/compare?${comparisonQuery}&lang=${tag}`);
      expect(page.statusCode).toBe(400);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(decode(page.body)).toContain(LANG_REFUSAL);
      const blank = await send(app, `/compare?lang=${tag}`);
      expect(blank.statusCode).toBe(400);

      const embed = await send(app, `/embed?${comparisonQuery}&lang=${tag}`);
      expect(embed.statusCode).toBe(400);
      expect(embed.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(decode(embed.body)).toContain(LANG_REFUSAL);

      const card = await send(app, `/compare/card.png?${comparisonQuery}&lang=${tag}`);
      expect(card.statusCode).toBe(400);
      expect(card.json().error.message).toBe(LANG_REFUSAL);

      const url = encodeURIComponent(`${ORIGIN}/compare?${comparisonQuery}`);
      const oembed = await send(app, `/oembed?url=${url}&lang=${tag}`);
      expect(oembed.statusCode).toBe(400);
      expect(oembed.json().error.message).toBe(LANG_REFUSAL);
    },
  );

  it('given twice is refused everywhere as the API refuses it (Lang Invalid)', async () => {
    const twice = 'wealthYours=100K&wealthTheirs=1T&lang=de&lang=fr';
    const api = await send(app, `/v1/comparison?expression=numberOfItems&${twice}`);
    expect(api.json().error.message).toBe('Lang Invalid');
    const page = await send(app, `/compare?${twice}`);
    expect(page.statusCode).toBe(400);
    expect(decode(page.body)).toContain('Lang Invalid');
    const embed = await send(app, `/embed?${twice}`);
    expect(embed.statusCode).toBe(400);
    expect(decode(embed.body)).toContain('Lang Invalid');
    const card = await send(app, `/compare/card.png?${twice}`);
    expect(card.json().error.message).toBe('Lang Invalid');
    for (const url of ['/compare/options.json?lang=de&lang=fr', '/llms.txt?lang=de&lang=fr']) {
      const response = await send(app, url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.message, url).toBe('Lang Invalid');
    }
  });

  it('is the same refusal as the API’s', async () => {
    const api = await send(app, `/v1/comparison?${comparisonQuery}&expression=numberOfItems&lang=xx`);
    expect(api.statusCode).toBe(400);
    expect(api.json().error.message).toBe(LANG_REFUSAL);
  });
});

describe('the language switch', () => {
  /** The API's answer's value for an amount read in a language (money is compared by what it buys). */
  const coffeesFor = async (wealth: string, lang: string) => {
    const query = new URLSearchParams({ wealth, typeOfItem: 'fancy_coffee', lang });
    const response = await send(app, `/v1/numberOfItems?${query}`);
    return response.statusCode === 200 ? (response.json().data.value as number) : response.statusCode;
  };

  /** The switch of a link holding `written` in `from` to `to`: its answer, and where it leads. */
  const switched = async (written: string, from: string, to: string) => {
    const query = new URLSearchParams({
      wealthYours: written,
      wealthTheirs: '1000000',
      lang: from,
      switch: to,
    });
    const response = await send(app, `/compare?${query}`);
    return { response, target: new URL(String(response.headers.location), ORIGIN).searchParams };
  };

  it.each([
    ['100.000 €', 'de', 'en', '€100K'],
    ['1,5 Mrd. €', 'de', 'en', '€1.5B'],
    ['1,5 Mrd. €', 'de', 'fr', '1,5 milliard\u00a0€'],
    ['10万円', 'ja', 'de', '100.000\u00a0¥'],
    ['2700 millones', 'es', 'ja', '27億'],
    ['12 Cr', 'en-IN', 'es', '120 millones'],
    ['$1,234,567.89', 'en', 'de', '1.234.567,89\u00a0$'],
    ['50K', 'en', 'pt-BR', '50 mil'],
  ])('re-spells %s written in %s for %s as %s, the same sum there', async (written, from, to, spelled) => {
    const { response, target } = await switched(written, from, to);
    expect(response.statusCode).toBe(303);
    expect(target.get('wealthYours')).toBe(spelled);
    expect(target.get('lang')).toBe(to);
    expect(target.has('switch')).toBe(false);
    expect(await coffeesFor(spelled, to)).toBe(await coffeesFor(written, from));
  });

  it.each([
    ['1.500', 'fr', 'en'],
    ['0,5', 'de', 'en'],
  ])('keeps %s written in %s as written for %s: it reads as no sum there', async (written, from, to) => {
    const { response, target } = await switched(written, from, to);
    expect(response.statusCode).toBe(303);
    expect(target.get('wealthYours')).toBe(written);
    expect(await coffeesFor(written, from)).toBe(400);
  });

  it('to an unsupported tag is refused', async () => {
    const response = await send(app, '/compare?wealthYours=1&switch=xx');
    expect(response.statusCode).toBe(400);
  });
});

describe('a refused link in a language', () => {
  it('inside the embed’s frame too, with its link to the page in the language', async () => {
    const response = await send(app, '/embed?wealthYours=abc&wealthTheirs=1T&lang=ja');
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-language']).toBe('ja');
    expect(response.body).toContain('<html lang="ja">');
    const details = decode(response.body.match(/id="error-details">([^<]*)</)?.[1] ?? '');
    expect(details).toBe(
      '比較は受け付けられませんでした: あなたの資産を数値で入力してください（例: 1,000,000 や 100万）。 （API: Your Wealth Invalid）',
    );
    const link = decode(response.body.match(/class="footer"><a href="([^"]*)"/)?.[1] ?? '');
    expect(new URL(link, ORIGIN).searchParams.get('lang')).toBe('ja');
  });

  it('says what to fix in the language, then the API’s own message', async () => {
    const response = await send(app, '/compare?wealthYours=abc&wealthTheirs=1T&lang=de');
    expect(response.statusCode).toBe(400);
    const line = decode(response.body.match(/id="form-error" role="alert">([^<]*)</)?.[1] ?? '');
    expect(line).toBe(
      'Der Vergleich dieses Links ließ sich nicht berechnen: Geben Sie Ihr Vermögen als Zahl ein, etwa 1 Mio. oder 1.000.000. (API: Your Wealth Invalid)',
    );
  });
});

describe('/llms.txt?lang=', () => {
  it.each(LANGUAGES.filter((lang) => lang !== 'en'))(
    '%s: the guide in the language, every example answering 200 in it',
    async (lang) => {
      const response = await send(app, `/llms.txt?lang=${lang}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.body.split('\n')[0]).toBe(`# Tangible Wealth (${LANGUAGE_NAMES[lang]})`);
      const examples = [...response.body.matchAll(/\]\((https:\/\/wealth\.example\/v1\/[^)]*)\)/g)];
      expect(examples.length).toBeGreaterThanOrEqual(5);
      for (const [, url] of examples) {
        const address = new URL(url as string);
        if (address.pathname === '/v1/expressions') continue;
        expect(address.searchParams.get('lang'), url).toBe(lang);
        const answer = await send(app, address.pathname + address.search);
        expect(answer.statusCode, url).toBe(200);
      }
    },
  );

  it('English names the others; an unsupported tag is refused as the API refuses it', async () => {
    const english = (await send(app, '/llms.txt')).body;
    for (const lang of LANGUAGES.filter((tag) => tag !== 'en')) {
      expect(english).toContain(`${ORIGIN}/llms.txt?lang=${lang}`);
    }
    expect((await send(app, '/llms.txt?lang=en')).body).toBe(english);
    const refused = await send(app, '/llms.txt?lang=xx');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(LANG_REFUSAL);
  });
});

describe('every refusal of every parameter, in every language', () => {
  it('is a 400 in plain words on the page and the embed, never a 500 (an enum refused in French was one)', async () => {
    for (const lang of LANGUAGES) {
      for (const param of comparison.params) {
        for (const value of ['x', '0', '1,5 Mrd.']) {
          const query = new URLSearchParams({
            expression: 'numberOfItems',
            wealthYours: '1M',
            wealthTheirs: '1B',
            typeOfItem: 'house',
            lang,
            [param.name]: value,
          });
          for (const path of ['/compare', '/embed']) {
            const response = await app.inject({ url: `${path}?${query}` });
            expect(response.statusCode, `${path}?${query}`).toBeLessThan(500);
          }
        }
      }
    }
  });
});
