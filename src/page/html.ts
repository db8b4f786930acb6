/** Text or an attribute value made safe inside HTML (the five characters that can end or start markup). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] as string);
}

const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Fills `{{name}}` slots of a template; every value is escaped unless its name is listed as markup. */
export function fillTemplate(
  template: string,
  values: Readonly<Record<string, string>>,
  markup: readonly string[] = [],
): string {
  return template.replace(/\{\{(\w+)\}\}/g, (slot, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`template slot ${slot} has no value`);
    return markup.includes(name) ? value : escapeHtml(value);
  });
}
