// The comparison page: builds its form from /compare/options.json, keeps its state in the URL query
// (the API's own parameter names) and calls GET /v1/comparison like any other client would.
import { drawPicture, pictureCaption } from './picture.js';
import { plainWords, refusedParam, sayer } from './words.js';

const WEALTHS = ['wealthYours', 'wealthTheirs'];
const SITE = 'Tangible Wealth';

/**
 * The page's language: the server writes it into `<html lang>` (the link's `lang`, else the visitor's
 * Accept-Language). Every call to the API and every address the page makes carries it, unless it is
 * English chosen by no one (the page as it was before languages).
 */
const PAGE_LANG = document.documentElement.lang || 'en';
const ASKED_LANG =
  new URLSearchParams(location.search).get('lang') ?? (PAGE_LANG === 'en' ? null : PAGE_LANG);

/** The page's texts in its language, from options.json (src/languages/<lang>/page.json). */
let say = (key) => key;

const byId = (id) => document.getElementById(id);

const form = byId('compare-form');
const expressionSelect = byId('expression');
const lensParams = byId('lens-params');
const results = byId('results');
const pictureBox = byId('picture');

let options;
/** Bumped on every request so that only the latest answer is shown. */
let generation = 0;
/** The ratio last drawn, kept to redraw the picture when the page width changes. */
let lastRatio;
let lastSentence = '';

function element(tag, attributes = {}, text) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  if (text !== undefined) node.textContent = text;
  return node;
}

function paramNamed(name) {
  return options.params.find((p) => p.name === name);
}

function expressionNamed(name) {
  return options.expressions.find((e) => e.name === name);
}

function fillSelect(select, choices) {
  select.replaceChildren(...choices.map((c) => element('option', { value: c.value }, c.label)));
}

/** One labelled field for a lens parameter, with its hint and a place for its error. */
function lensField(param) {
  const field = element('div', { class: 'field', 'data-param': param.name });
  const label = element('label', { for: param.name }, say(`field.${param.name}`));
  const describedBy = `${param.name}-hint ${param.name}-error`;
  const control = param.choices
    ? element('select', { id: param.name, name: param.name, 'aria-describedby': describedBy })
    : element('input', {
        id: param.name,
        name: param.name,
        type: 'text',
        inputmode: param.kind === 'money' ? 'text' : 'decimal',
        autocomplete: 'off',
        spellcheck: 'false',
        placeholder: say('form.placeholder', { example: param.example }),
        'aria-describedby': describedBy,
      });
  if (param.choices) fillSelect(control, param.choices);
  const hint = element('p', { class: 'hint', id: `${param.name}-hint` }, param.description);
  const error = element('p', { class: 'error', id: `${param.name}-error`, hidden: '' });
  field.append(label, control, hint, error);
  return field;
}

function buildForm() {
  fillSelect(
    expressionSelect,
    options.expressions.map((e) => ({ value: e.name, label: e.title })),
  );
  const fieldset = element('fieldset', { class: 'lens' });
  fieldset.append(element('legend', { id: 'lens-legend' }));
  const names = new Set(options.expressions.flatMap((e) => e.params));
  for (const name of names) fieldset.append(lensField(paramNamed(name)));
  lensParams.replaceChildren(fieldset);
  byId('attribution').textContent = options.attribution;
}

/** Shows only the chosen expression's own parameters. */
function showLens() {
  const expression = expressionNamed(expressionSelect.value);
  const wanted = new Set(expression?.params ?? []);
  for (const field of lensParams.querySelectorAll('[data-param]')) {
    field.hidden = !wanted.has(field.dataset.param);
  }
  lensParams.hidden = wanted.size === 0;
  byId('lens-legend').textContent = expression ? say('form.details', { title: expression.title }) : '';
  byId('expression-hint').textContent = expression?.description ?? '';
}

/** A select keeps a value it does not know (from a hand-edited link) so the API can name the mistake. */
function setControl(control, value) {
  if (control.tagName === 'SELECT' && ![...control.options].some((o) => o.value === value)) {
    control.querySelector('[data-unknown]')?.remove();
    control.append(element('option', { value, 'data-unknown': '' }, say('form.unknownChoice', { value })));
  }
  control.value = value;
}

function fillForm(query) {
  for (const param of options.params) {
    const control = byId(param.name);
    if (!control) continue;
    const value = query.get(param.name) ?? options.defaults[param.name] ?? '';
    setControl(control, value);
  }
  showLens();
}

/** The query for the current form: expression, both wealths, then the expression's own parameters. */
function formQuery() {
  const query = new URLSearchParams();
  query.set('expression', expressionSelect.value);
  for (const name of WEALTHS) query.set(name, byId(name).value);
  for (const name of expressionNamed(expressionSelect.value)?.params ?? []) {
    query.set(name, byId(name).value);
  }
  if (ASKED_LANG !== null) query.set('lang', ASKED_LANG);
  return query;
}

/** The language switch: each language's link keeps the comparison shown (the server may have drawn it). */
function updateLanguages(query) {
  let nav = byId('languages');
  if (!nav) {
    nav = element('nav', { class: 'languages', id: 'languages', 'aria-label': say('page.languages') });
    const list = element('ul');
    for (const { value, label } of options.languages) {
      const link = element('a', { hreflang: value, lang: value }, label);
      if (value === PAGE_LANG) link.setAttribute('aria-current', 'true');
      list.append(element('li', {}, undefined));
      list.lastChild.append(link);
    }
    nav.append(list);
    // At the top of the page, where a visitor looks for it first (as the server draws it).
    document.querySelector('header.site').prepend(nav);
  }
  // The server re-reads the amounts in this page's language and writes them so that the other reads
  // them the same (src/page/switch.ts): `100.000` is a hundred thousand in German, a hundred in English.
  for (const link of nav.querySelectorAll('a[hreflang]')) {
    const target = link.getAttribute('hreflang');
    const here = new URLSearchParams(query);
    here.set('lang', PAGE_LANG);
    here.set('switch', target);
    link.href = `${location.pathname}?${hasComparison(query) ? here : `lang=${target}`}`;
  }
}

function clearErrors() {
  for (const error of form.querySelectorAll('.error')) {
    error.hidden = true;
    error.textContent = '';
  }
  for (const control of form.querySelectorAll('[aria-invalid]')) control.removeAttribute('aria-invalid');
}

function showFormError(message) {
  const box = byId('form-error');
  box.textContent = message;
  box.hidden = false;
}

/** A 400 message starts with the parameter's label (`Their Wealth Invalid`): put it next to that field. */
function showFieldError(message, focus) {
  const found = refusedParam(message, options.params);
  const control = found && byId(found.param.name);
  if (!control || control.closest('[hidden]')) {
    showFormError(message);
    return;
  }
  const words = plainWords(found.param, found.category, say);
  const error = byId(`${found.param.name}-error`);
  // The plain words, then the API's own message in small print for whoever reports it.
  error.replaceChildren(
    words,
    ' ',
    element('small', { class: 'api-message' }, say('form.apiMessage', { message })),
  );
  error.hidden = false;
  control.setAttribute('aria-invalid', 'true');
  if (focus) control.focus();
  showFormError(say('form.check', { words }));
}

/** A line shown only when the API gives it (a scale, the currency note). */
function showScale(id, scale) {
  const node = byId(id);
  node.textContent = scale ?? '';
  node.hidden = scale === null || scale === undefined || scale === '';
}

function drawLastPicture() {
  if (lastRatio === undefined) return;
  const width = Math.round(pictureBox.clientWidth);
  pictureBox.replaceChildren(drawPicture(lastRatio, width, lastSentence, options.texts));
  pictureBox.dataset.width = String(width);
}

function render(data) {
  byId('ratio-sentence').textContent = data.ratio.sentence;
  byId('ratio-phrase').textContent = data.ratio.phrase;
  showScale('ratio-scale', data.ratio.scale);
  byId('equivalence').textContent = data.equivalence;
  // Present only when the answer mixes currency labels.
  showScale('currency-note', data.currencyNote);
  for (const [side, result] of [
    ['yours', data.resultYours],
    ['theirs', data.resultTheirs],
  ]) {
    byId(`phrase-${side}`).textContent = result.phrase;
    byId(`sentence-${side}`).textContent = result.sentence;
    showScale(`scale-${side}`, result.scale);
  }
  results.hidden = false;
  lastRatio = data.ratio.value;
  lastSentence = data.ratio.sentence;
  drawLastPicture();
  byId('picture-caption').textContent = pictureCaption(lastRatio, options.texts);
  byId('share-link').value = location.href;
  byId('copy-status').textContent = '';
  document.title = say('page.titleAnswer', {
    headline: data.ratio.sentence.replace(/[.。]$/, ''),
    site: SITE,
  });
}

function rateLimited(response, body) {
  const error = body?.error ?? {};
  const seconds = error.retryAfter ?? Number(response.headers.get('Retry-After'));
  // The API's details already say what happened and how long to wait; say it once.
  if (error.details) {
    showFormError(error.details);
    return;
  }
  const wait = Number.isFinite(seconds) && seconds > 0 ? say('error.tryAgain', { seconds }) : '';
  showFormError(`${say('error.tooMany')}${wait}`);
}

/**
 * Runs the comparison the form describes; `push` records it in the history as a new address, `focus`
 * (after a submit) moves the keyboard to the field the API refused, or scrolls the answer into view.
 */
/**
 * A link's query as the server reads it (src/page/query.ts): every parameter exactly as sent, a
 * repeated one still repeated, and the page's defaults for those it leaves out. The form cannot hold
 * that (a text field drops line breaks, a field holds one value), so a link is run as it is and the
 * page refuses what /embed, the card and the server-drawn page refuse.
 */
function linkQuery(sent) {
  const query = new URLSearchParams(sent);
  if (!query.has('lang') && ASKED_LANG !== null) query.set('lang', ASKED_LANG);
  if (!query.has('expression')) query.set('expression', options.defaults.expression);
  for (const name of expressionNamed(query.get('expression'))?.params ?? []) {
    if (!query.has(name)) query.set(name, options.defaults[name]);
  }
  return query;
}

async function compare({ push, focus = false, query = formQuery() }) {
  const url = `${location.pathname}?${query}`;
  if (push && url !== `${location.pathname}${location.search}`) history.pushState(null, '', url);
  updateLanguages(query);
  const mine = ++generation;
  clearErrors();
  results.setAttribute('aria-busy', 'true');
  let response;
  let body;
  try {
    response = await fetch(`${options.api}?${query}`, { headers: { Accept: 'application/json' } });
    body = await response.json().catch(() => undefined);
  } catch {
    if (mine === generation) {
      results.removeAttribute('aria-busy');
      showFormError(say('error.unreachable'));
    }
    return;
  }
  if (mine !== generation) return;
  results.removeAttribute('aria-busy');
  if (response.ok && body?.status === 'success') {
    render(body.data);
    // On a phone the answer is below the form: bring it into view after a submit.
    if (focus && results.getBoundingClientRect().top > window.innerHeight * 0.6) {
      results.scrollIntoView({ block: 'start' });
    }
    return;
  }
  results.hidden = true;
  document.title = say('page.title', { site: SITE });
  if (response.status === 429) return rateLimited(response, body);
  if (response.status === 400 && body?.error?.message) return showFieldError(body.error.message, focus);
  showFormError(
    say('error.answered', { status: response.status, message: body?.error?.message ?? response.statusText }),
  );
}

function hasComparison(query) {
  return ['expression', ...WEALTHS].some((name) => query.has(name));
}

async function copyLink() {
  const input = byId('share-link');
  const status = byId('copy-status');
  try {
    await navigator.clipboard.writeText(input.value);
    status.textContent = say('results.copied');
  } catch {
    input.select();
    status.textContent = say('results.copyManually');
  }
}

async function main() {
  const response = await fetch(
    PAGE_LANG === 'en'
      ? '/compare/options.json'
      : `/compare/options.json?lang=${encodeURIComponent(PAGE_LANG)}`,
  );
  options = await response.json();
  say = sayer(options.texts);
  buildForm();
  let query = new URLSearchParams(location.search);
  // A link without `lang` means its sums in the API's notation to every visitor; the server read it so
  // and said it in this page's language. Its canonical address holds the same sums in a form every
  // language reads alike, and this page's `lang`: the page goes on from there (docs/languages.md "Links").
  const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href');
  if (canonical && !query.has('lang') && ASKED_LANG !== null) {
    query = new URL(canonical, location.href).searchParams;
    history.replaceState(null, '', `${location.pathname}?${query}`);
  }
  fillForm(query);

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    compare({ push: true, focus: true });
  });
  // Changing the lens or one of its choices redraws at once once both wealths are there.
  form.addEventListener('change', (event) => {
    if (event.target === expressionSelect) showLens();
    const ready = WEALTHS.every((name) => byId(name).value.trim() !== '');
    if (event.target.tagName === 'SELECT' && ready) compare({ push: true });
  });
  window.addEventListener('popstate', () => {
    const state = new URLSearchParams(location.search);
    fillForm(state);
    if (hasComparison(state)) compare({ push: false, query: linkQuery(state) });
    else {
      results.hidden = true;
      updateLanguages(state);
    }
  });
  byId('copy-link').addEventListener('click', copyLink);
  new ResizeObserver(() => {
    if (pictureBox.dataset.width !== String(Math.round(pictureBox.clientWidth))) {
      requestAnimationFrame(drawLastPicture);
    }
  }).observe(pictureBox);

  updateLanguages(query);
  // A link without `lang` the server refused in the API's notation stays refused as the server said
  // (read in this page's language, its sums could mean others).
  const refusedAsSent = !query.has('lang') && ASKED_LANG !== null && !byId('form-error').hidden;
  if (hasComparison(query) && !refusedAsSent) await compare({ push: false, query: linkQuery(query) });
  document.documentElement.dataset.ready = 'true';
}

// Said before the texts could load, so in the language of the page's own lede when they did not.
main().catch(() =>
  showFormError(
    options?.texts?.['error.noChoices'] ?? 'The page could not load its choices. Reload to try again.',
  ),
);
