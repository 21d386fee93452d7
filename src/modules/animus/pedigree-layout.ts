// Layout of a pedigree as a layered graph (Sugiyama style, small and dependency-free): each
// cultivar sits one layer below its lowest-placed parent, layers are ordered by a few barycentre
// sweeps to cut crossings, and parent→child links are curves. Pedigrees here are tens of nodes, so
// this runs in well under a millisecond; the SVG that draws it (components/pedigree-graph.tsx)
// adds zoom and pan. Pure: no React, no DOM.

export const EVIDENCE = [
  'lab_genotype',
  'chemotype_consistent',
  'breeder_statement',
  'grower_claim',
] as const;
export type Evidence = (typeof EVIDENCE)[number];

export const EVIDENCE_LABELS: Record<Evidence, string> = {
  lab_genotype: 'Lab genotype',
  chemotype_consistent: 'Chemotype consistent',
  breeder_statement: 'Breeder statement',
  grower_claim: 'Grower claim',
};

/** A lineage claim as animus_lineage returns it (names may be null when hidden from the caller). */
export interface LineageClaim {
  id: string;
  child_id: string;
  mother_id: string;
  father_id: string | null;
  child_name: string | null;
  mother_name: string | null;
  father_name: string | null;
  child_chemotype: string | null;
  mother_chemotype: string | null;
  father_chemotype: string | null;
  evidence: string;
  chemotype_consistent: boolean | null;
  contested: boolean;
}

export interface PedigreeNode {
  id: string;
  name: string;
  chemotype: string | null;
  contested: boolean;
}

export interface PedigreeLink {
  parent: string;
  child: string;
  /** Every kind of evidence behind this parent→child link, strongest first. */
  evidence: Evidence[];
  /** False when a claim behind it contradicts the chemotypes. */
  consistent: boolean | null;
  self: boolean;
}

export interface Placed<T> {
  item: T;
  x: number;
  y: number;
}

export interface PedigreeLayout {
  nodes: Array<Placed<PedigreeNode> & { layer: number }>;
  links: Array<PedigreeLink & { path: string }>;
  width: number;
  height: number;
}

export const NODE = { width: 168, height: 52, gapX: 28, gapY: 72, margin: 16 } as const;

function strength(e: string): number {
  const i = (EVIDENCE as readonly string[]).indexOf(e);
  return i < 0 ? EVIDENCE.length : i;
}

/** The graph's nodes and merged links from a list of claims. */
export function pedigreeGraph(claims: readonly LineageClaim[]): {
  nodes: PedigreeNode[];
  links: PedigreeLink[];
} {
  const nodes = new Map<string, PedigreeNode>();
  const put = (id: string, name: string | null, chemotype: string | null) => {
    const known = nodes.get(id);
    if (!known) nodes.set(id, { id, name: name ?? 'Private cultivar', chemotype, contested: false });
    else if (known.name === 'Private cultivar' && name) known.name = name;
  };
  const links = new Map<string, PedigreeLink>();
  const link = (parent: string, child: string, claim: LineageClaim, self: boolean) => {
    const key = `${parent}>${child}`;
    const l = links.get(key) ?? { parent, child, evidence: [], consistent: null, self };
    if (!l.evidence.includes(claim.evidence as Evidence)) l.evidence.push(claim.evidence as Evidence);
    l.evidence.sort((a, b) => strength(a) - strength(b));
    if (claim.chemotype_consistent === false) l.consistent = false;
    else if (claim.chemotype_consistent === true && l.consistent === null) l.consistent = true;
    links.set(key, l);
  };
  for (const c of claims) {
    put(c.child_id, c.child_name, c.child_chemotype);
    put(c.mother_id, c.mother_name, c.mother_chemotype);
    if (c.father_id) put(c.father_id, c.father_name, c.father_chemotype);
    if (c.contested) nodes.get(c.child_id)!.contested = true;
    link(c.mother_id, c.child_id, c, c.father_id === c.mother_id);
    if (c.father_id && c.father_id !== c.mother_id) link(c.father_id, c.child_id, c, false);
  }
  return { nodes: [...nodes.values()], links: [...links.values()] };
}

/** Layer of each node: 0 for founders, else one below its deepest parent. */
export function assignLayers(
  nodes: readonly PedigreeNode[],
  links: readonly PedigreeLink[],
): Map<string, number> {
  const parents = new Map<string, string[]>();
  for (const l of links) parents.set(l.child, [...(parents.get(l.child) ?? []), l.parent]);
  const layer = new Map<string, number>();
  const visiting = new Set<string>();
  const visit = (id: string): number => {
    const known = layer.get(id);
    if (known !== undefined) return known;
    // The database forbids cycles; a guard keeps a bad input from recursing forever.
    if (visiting.has(id)) return 0;
    visiting.add(id);
    const ps = parents.get(id) ?? [];
    const value = ps.length === 0 ? 0 : 1 + Math.max(...ps.map(visit));
    visiting.delete(id);
    layer.set(id, value);
    return value;
  };
  for (const n of nodes) visit(n.id);
  return layer;
}

/** Number of link crossings between consecutive layers, for the tests and for choosing an order. */
export function countCrossings(layers: string[][], links: readonly PedigreeLink[]): number {
  const pos = new Map<string, [number, number]>();
  layers.forEach((ids, li) => ids.forEach((id, i) => pos.set(id, [li, i])));
  const segs = links
    .map((l) => [pos.get(l.parent)!, pos.get(l.child)!] as const)
    .filter(([a, b]) => a && b && b[0] === a[0] + 1);
  let crossings = 0;
  for (let i = 0; i < segs.length; i++) {
    for (let j = i + 1; j < segs.length; j++) {
      const [a1, b1] = segs[i]!;
      const [a2, b2] = segs[j]!;
      if (a1[0] !== a2[0]) continue;
      if ((a1[1] - a2[1]) * (b1[1] - b2[1]) < 0) crossings++;
    }
  }
  return crossings;
}

function orderLayers(
  nodes: readonly PedigreeNode[],
  links: readonly PedigreeLink[],
  layerOf: Map<string, number>,
) {
  const depth = Math.max(0, ...layerOf.values()) + 1;
  const name = new Map(nodes.map((n) => [n.id, n.name]));
  const layers: string[][] = Array.from({ length: depth }, () => []);
  for (const n of nodes) layers[layerOf.get(n.id)!]!.push(n.id);
  for (const l of layers) l.sort((a, b) => name.get(a)!.localeCompare(name.get(b)!));

  const parentsOf = new Map<string, string[]>();
  const childrenOf = new Map<string, string[]>();
  for (const l of links) {
    parentsOf.set(l.child, [...(parentsOf.get(l.child) ?? []), l.parent]);
    childrenOf.set(l.parent, [...(childrenOf.get(l.parent) ?? []), l.child]);
  }
  // Relative position (0..1) so layers of different sizes compare.
  const rel = () => {
    const m = new Map<string, number>();
    for (const l of layers) l.forEach((id, i) => m.set(id, (i + 0.5) / l.length));
    return m;
  };
  const sweep = (li: number, neighbours: Map<string, string[]>) => {
    const r = rel();
    const layer = layers[li]!;
    const bary = new Map(
      layer.map((id, i) => {
        const ns = (neighbours.get(id) ?? []).filter((n) => r.has(n));
        return [id, ns.length ? ns.reduce((s, n) => s + r.get(n)!, 0) / ns.length : r.get(id)! + i * 1e-9];
      }),
    );
    layer.sort((a, b) => bary.get(a)! - bary.get(b)!);
  };
  let best = layers.map((l) => [...l]);
  let bestCrossings = countCrossings(layers, links);
  for (let iter = 0; iter < 6 && bestCrossings > 0; iter++) {
    for (let li = 1; li < depth; li++) sweep(li, parentsOf);
    for (let li = depth - 2; li >= 0; li--) sweep(li, childrenOf);
    const c = countCrossings(layers, links);
    if (c < bestCrossings) {
      bestCrossings = c;
      best = layers.map((l) => [...l]);
    }
  }
  return best;
}

/** Positions for every node and a curve for every link. */
export function layoutPedigree(claims: readonly LineageClaim[]): PedigreeLayout {
  const { nodes, links } = pedigreeGraph(claims);
  const layerOf = assignLayers(nodes, links);
  const layers = orderLayers(nodes, links, layerOf);
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const widest = Math.max(1, ...layers.map((l) => l.length));
  const width = NODE.margin * 2 + widest * NODE.width + (widest - 1) * NODE.gapX;
  const height = NODE.margin * 2 + layers.length * NODE.height + Math.max(0, layers.length - 1) * NODE.gapY;

  const placed: PedigreeLayout['nodes'] = [];
  const at = new Map<string, { x: number; y: number }>();
  layers.forEach((ids, li) => {
    const rowWidth = ids.length * NODE.width + (ids.length - 1) * NODE.gapX;
    const x0 = (width - rowWidth) / 2;
    ids.forEach((id, i) => {
      const x = x0 + i * (NODE.width + NODE.gapX);
      const y = NODE.margin + li * (NODE.height + NODE.gapY);
      at.set(id, { x, y });
      placed.push({ item: byId.get(id)!, x, y, layer: li });
    });
  });

  const curve = links.map((l) => {
    const p = at.get(l.parent)!;
    const c = at.get(l.child)!;
    const x1 = p.x + NODE.width / 2;
    const y1 = p.y + NODE.height;
    // Mother and father meet the child's top edge a little apart, so both links show.
    const x2 = c.x + NODE.width / 2 + (l.parent < l.child ? -6 : 6);
    const y2 = c.y;
    const dy = Math.max(24, (y2 - y1) / 2);
    return { ...l, path: `M${x1},${y1} C${x1},${y1 + dy} ${x2},${y2 - dy} ${x2},${y2}` };
  });

  return { nodes: placed, links: curve, width, height };
}
