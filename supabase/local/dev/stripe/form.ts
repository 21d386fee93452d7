// Stripe's request bodies are form-encoded with bracketed keys (`line_items[0][price]=…`,
// `metadata[tier]=Basic`), as its SDKs write them. This reads such a body into the nested object
// Stripe's API reads: numeric segments make arrays, others objects; an empty value stays ''.

export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

export function parseStripeForm(body: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const first = /^[^[]+/.exec(key)?.[0];
    if (!first) continue;
    const path = [first, ...[...key.slice(first.length).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1]!)];
    let node: Record<string, FormValue> | FormValue[] = root;
    for (let i = 0; i < path.length; i++) {
      const segment = path[i]!;
      const last = i === path.length - 1;
      const index = segment === '' && Array.isArray(node) ? node.length : segment;
      const container = node as Record<string | number, FormValue>;
      if (last) {
        container[index] = value;
      } else {
        const nextIsIndex = /^\d*$/.test(path[i + 1]!);
        if (typeof container[index] !== 'object') container[index] = nextIsIndex ? [] : {};
        node = container[index] as Record<string, FormValue> | FormValue[];
      }
    }
  }
  return root;
}
