import { describe, expect, it } from 'vitest';
import {
  assignLayers,
  countCrossings,
  layoutPedigree,
  NODE,
  pedigreeGraph,
  type LineageClaim,
} from './pedigree-layout';

const claim = (
  id: string,
  child: string,
  mother: string,
  father: string | null,
  over: Partial<LineageClaim> = {},
): LineageClaim => ({
  id,
  child_id: child,
  mother_id: mother,
  father_id: father,
  child_name: child,
  mother_name: mother,
  father_name: father,
  child_chemotype: 'I',
  mother_chemotype: 'I',
  father_chemotype: father ? 'I' : null,
  evidence: 'breeder_statement',
  chemotype_consistent: true,
  contested: false,
  ...over,
});

describe('pedigreeGraph', () => {
  it('merges claims about the same parent into one link with every kind of evidence, strongest first', () => {
    const { nodes, links } = pedigreeGraph([
      claim('1', 'GSC', 'OG', 'Durban', { evidence: 'grower_claim', contested: true }),
      claim('2', 'GSC', 'OG', 'F1 Durban', { evidence: 'lab_genotype', contested: true }),
    ]);
    expect(nodes.map((n) => n.id).sort()).toEqual(['Durban', 'F1 Durban', 'GSC', 'OG']);
    expect(nodes.find((n) => n.id === 'GSC')!.contested).toBe(true);
    const og = links.find((l) => l.parent === 'OG')!;
    expect(og.evidence).toEqual(['lab_genotype', 'grower_claim']);
    expect(links).toHaveLength(3);
  });

  it('keeps an inconsistent claim visible as an inconsistent link', () => {
    const { links } = pedigreeGraph([
      claim('1', 'Harlequin', 'Colombian', 'Thai', { chemotype_consistent: false }),
    ]);
    expect(links.every((l) => l.consistent === false)).toBe(true);
  });

  it('draws a self as one link and names hidden parents', () => {
    const { nodes, links } = pedigreeGraph([
      claim('1', 'S1', 'Tangie', 'Tangie', { mother_name: null, father_name: null }),
    ]);
    expect(links).toEqual([expect.objectContaining({ parent: 'Tangie', child: 'S1', self: true })]);
    expect(nodes.find((n) => n.id === 'Tangie')!.name).toBe('Private cultivar');
  });
});

describe('assignLayers', () => {
  it('puts a child one layer below its deepest parent', () => {
    const { nodes, links } = pedigreeGraph([
      claim('1', 'F1', 'A', 'B'),
      claim('2', 'F2', 'F1', 'F1b'),
      claim('3', 'F1b', 'A', 'B'),
      claim('4', 'BX1', 'A', 'F2'),
    ]);
    const layers = assignLayers(nodes, links);
    expect(Object.fromEntries(layers)).toEqual({ A: 0, B: 0, F1: 1, F1b: 1, F2: 2, BX1: 3 });
  });

  it('survives a cycle in bad input', () => {
    const { nodes, links } = pedigreeGraph([claim('1', 'A', 'B', null), claim('2', 'B', 'A', null)]);
    expect(assignLayers(nodes, links).size).toBe(2);
  });
});

describe('layoutPedigree', () => {
  it('orders layers to avoid crossings that the alphabetical order would make', () => {
    // Alphabetically A, B on top and Y (child of B), Z (child of A) below: one crossing.
    const claims = [claim('1', 'Z', 'A', null), claim('2', 'Y', 'B', null)];
    const { links } = pedigreeGraph(claims);
    expect(
      countCrossings(
        [
          ['A', 'B'],
          ['Y', 'Z'],
        ],
        links,
      ),
    ).toBe(1);
    const layout = layoutPedigree(claims);
    const order = (layer: number) =>
      layout.nodes
        .filter((n) => n.layer === layer)
        .sort((a, b) => a.x - b.x)
        .map((n) => n.item.id);
    expect(countCrossings([order(0), order(1)], links)).toBe(0);
  });

  it('places nodes in rows without overlap and sizes the drawing to fit', () => {
    const layout = layoutPedigree([claim('1', 'F1', 'A', 'B'), claim('2', 'F2', 'F1', 'C')]);
    expect(layout.nodes).toHaveLength(5);
    for (const n of layout.nodes) {
      expect(n.x).toBeGreaterThanOrEqual(0);
      expect(n.x + NODE.width).toBeLessThanOrEqual(layout.width);
      expect(n.y + NODE.height).toBeLessThanOrEqual(layout.height);
    }
    const row0 = layout.nodes.filter((n) => n.layer === 0).sort((a, b) => a.x - b.x);
    for (let i = 1; i < row0.length; i++)
      expect(row0[i]!.x - row0[i - 1]!.x).toBeGreaterThanOrEqual(NODE.width);
    expect(layout.links).toHaveLength(4);
    expect(layout.links[0]!.path).toMatch(/^M[\d.]+,[\d.]+ C/);
  });

  it('lays out nothing for no claims', () => {
    expect(layoutPedigree([]).nodes).toEqual([]);
  });
});
