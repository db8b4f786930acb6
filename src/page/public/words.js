// The one way the page's texts (src/languages/<lang>/page.json) are filled and a refusal is put in plain
// words, on the server and in the browser alike: each `{name}` replaced by its argument, nothing else
// read into the text (the browser has no ICU library to load, and needs none for these texts).

/** `text` with every `{name}` that `args` holds replaced by its value. */
export function fill(text, args = {}) {
  return text.replace(/\{(\w+)\}/g, (slot, name) => (name in args ? String(args[name]) : slot));
}

/** A lookup of one language's texts: `say(key, args)`, the key itself when a text is missing. */
export function sayer(texts) {
  return (key, args) => fill(texts[key] ?? key, args);
}

/**
 * The parameter a 400's message names (it starts with the parameter's label: `Their Wealth Invalid`),
 * and the message's category after it (`Missing` when there is none); undefined for any other message.
 */
export function refusedParam(message, params) {
  const param = [...params]
    .sort((a, b) => b.label.length - a.label.length)
    .find((p) => message === p.label || message.startsWith(`${p.label} `));
  return param && { param, category: message.slice(param.label.length).trim() || 'Missing' };
}

/**
 * A 400's category (`Invalid`, `Zero`, `Outside Range` …) for a field, in plain words a person can act
 * on: "Enter their wealth as a number, like 1,000,000 or 1M." The API's message stays in the details.
 */
export function plainWords(param, category, say) {
  const noun = say(`noun.${param.name}`);
  if (param.kind === 'money') {
    // Only money parameters have a subject (`Their wealth`): it is looked up where it is said.
    const subject = say(`subject.${param.name}`);
    const example = say('example.money');
    if (category === 'Missing') return say('error.moneyMissing', { noun, example });
    if (category === 'Zero') return say('error.moneyZero', { subject });
    if (category === 'Negative') return say('error.moneyNegative', { subject });
    if (category === 'Outside Range') return say('error.moneyRange', { subject });
    return say('error.moneyInvalid', { noun, example });
  }
  if (param.kind === 'number') {
    const example =
      param.name === 'rate' ? say('example.rate') : say('example.number', { example: param.example });
    const range = say('example.range', { min: param.exclusiveMinimum, max: param.exclusiveMaximum });
    if (category === 'Missing') return say('error.numberMissing', { noun, example });
    if (category === 'Outside Range' || category.startsWith('Invalid (')) {
      return say('error.numberRange', { noun, range, example });
    }
    return say('error.numberInvalid', { noun, example });
  }
  return say('error.choose', { noun });
}
