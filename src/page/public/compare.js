// The comparison page: builds its form from /compare/options.json, keeps its state in the URL query
// (the API's own parameter names) and calls GET /v1/comparison like any other client would.
import { drawPicture, pictureCaption } from './picture.js';

const WEALTHS = ['wealthYours', 'wealthTheirs'];

/** Page words for the lens parameters; the API's own label is used for any parameter not listed. */
const FIELD_WORDS = {
  spend: 'Spent every day',
  typeOfMoney: 'Kind of money',
  typeOfItem: 'Item',
  rate: 'Interest rate (a fraction: 0.05 is 5%)',
  frequency: 'Compounded',
  period: 'Years',
};

/** What each field holds, as words in a sentence ("Enter their wealth …"). */
const NOUNS = {
  wealthYours: 'your wealth',
  wealthTheirs: 'their wealth',
  spend: 'the amount spent every day',
  rate: 'the interest rate',
  period: 'the number of years',
  expression: 'how to look at it',
  typeOfMoney: 'a kind of money',
  typeOfItem: 'an item',
  frequency: 'how often interest is added',
};

/**
 * A 400's category (`Invalid`, `Zero`, `Outside Range` …) for a field, in plain words a person can act
 * on: "Enter their wealth as a number, like 1,000,000 or 1M." The API's message stays in the details.
 */
function plainWords(param, category) {
  const noun = NOUNS[param.name] ?? param.label.toLowerCase();
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);
  if (param.kind === 'money') {
    if (category === 'Missing') return `Enter ${noun}, like 1,000,000 or 1M.`;
    if (category === 'Zero') return `${Noun} must be more than zero.`;
    if (category === 'Negative') return `${Noun} cannot be negative.`;
    if (category === 'Outside Range') return `${Noun} must be at least 1 and at most 1,000,000,000Q (10²⁴).`;
    return `Enter ${noun} as a number, like 1,000,000 or 1M.`;
  }
  if (param.kind === 'number') {
    const example = param.name === 'rate' ? 'like 0.05 for 5%' : `like ${param.example}`;
    const range = `more than ${param.exclusiveMinimum} and less than ${param.exclusiveMaximum}`;
    if (category === 'Missing') return `Enter ${noun}, ${example}.`;
    if (category === 'Outside Range' || category.startsWith('Invalid (')) {
      return `Enter ${noun} ${range}, ${example}.`;
    }
    return `Enter ${noun} as a number, ${example}.`;
  }
  return `Choose ${noun} from the list.`;
}

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
  const label = element('label', { for: param.name }, FIELD_WORDS[param.name] ?? param.label);
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
        placeholder: `e.g. ${param.example}`,
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
  byId('lens-legend').textContent = expression ? `${expression.title}: details` : '';
  byId('expression-hint').textContent = expression?.description ?? '';
}

/** A select keeps a value it does not know (from a hand-edited link) so the API can name the mistake. */
function setControl(control, value) {
  if (control.tagName === 'SELECT' && ![...control.options].some((o) => o.value === value)) {
    control.querySelector('[data-unknown]')?.remove();
    control.append(element('option', { value, 'data-unknown': '' }, `${value} (not a known choice)`));
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
  return query;
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
  const param = [...options.params]
    .sort((a, b) => b.label.length - a.label.length)
    .find((p) => message === p.label || message.startsWith(`${p.label} `));
  const control = param && byId(param.name);
  if (!control || control.closest('[hidden]')) {
    showFormError(message);
    return;
  }
  const words = plainWords(param, message.slice(param.label.length).trim() || 'Missing');
  const error = byId(`${param.name}-error`);
  // The plain words, then the API's own message in small print for whoever reports it.
  error.replaceChildren(words, ' ', element('small', { class: 'api-message' }, `(API: ${message})`));
  error.hidden = false;
  control.setAttribute('aria-invalid', 'true');
  if (focus) control.focus();
  showFormError(`Please check the form: ${words}`);
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
  pictureBox.replaceChildren(drawPicture(lastRatio, width, lastSentence));
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
  byId('picture-caption').textContent = pictureCaption(lastRatio);
  byId('share-link').value = location.href;
  byId('copy-status').textContent = '';
  document.title = `${data.ratio.sentence.replace(/\.$/, '')} — Tangible Wealth`;
}

function rateLimited(response, body) {
  const error = body?.error ?? {};
  const seconds = error.retryAfter ?? Number(response.headers.get('Retry-After'));
  // The API's details already say what happened and how long to wait; say it once.
  if (error.details) {
    showFormError(error.details);
    return;
  }
  const wait = Number.isFinite(seconds) && seconds > 0 ? ` Try again in ${seconds} seconds.` : '';
  showFormError(`Too many requests.${wait}`);
}

/**
 * Runs the comparison the form describes; `push` records it in the history as a new address, `focus`
 * (after a submit) moves the keyboard to the field the API refused, or scrolls the answer into view.
 */
async function compare({ push, focus = false }) {
  const query = formQuery();
  const url = `${location.pathname}?${query}`;
  if (push && url !== `${location.pathname}${location.search}`) history.pushState(null, '', url);
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
      showFormError('The service could not be reached. Check your connection and try again.');
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
  document.title = 'Compare two wealths — Tangible Wealth';
  if (response.status === 429) return rateLimited(response, body);
  if (response.status === 400 && body?.error?.message) return showFieldError(body.error.message, focus);
  showFormError(`The service answered ${response.status}: ${body?.error?.message ?? response.statusText}.`);
}

function hasComparison(query) {
  return ['expression', ...WEALTHS].some((name) => query.has(name));
}

async function copyLink() {
  const input = byId('share-link');
  const status = byId('copy-status');
  try {
    await navigator.clipboard.writeText(input.value);
    status.textContent = 'Link copied.';
  } catch {
    input.select();
    status.textContent = 'Press Ctrl+C (or ⌘C) to copy the selected link.';
  }
}

async function main() {
  const response = await fetch('/compare/options.json');
  options = await response.json();
  buildForm();
  const query = new URLSearchParams(location.search);
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
    if (hasComparison(state)) compare({ push: false });
    else results.hidden = true;
  });
  byId('copy-link').addEventListener('click', copyLink);
  new ResizeObserver(() => {
    if (pictureBox.dataset.width !== String(Math.round(pictureBox.clientWidth))) {
      requestAnimationFrame(drawLastPicture);
    }
  }).observe(pictureBox);

  if (hasComparison(query)) await compare({ push: false });
  document.documentElement.dataset.ready = 'true';
}

main().catch(() => showFormError('The page could not load its choices. Reload to try again.'));
