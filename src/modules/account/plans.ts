// The four plans on /solutions (spec-1 §1, §6): what each unlocks and its price (prices are ours;
// the local test checkout, supabase/local/dev/checkout, shows the same).
import type { Tier } from '@/lib/tiers';

export interface Plan {
  tier: Tier;
  name: string;
  /** US dollars per month. */
  price: number;
  tagline: string;
  features: string[];
}

export const PLANS: readonly Plan[] = [
  {
    tier: 'free',
    name: 'Free',
    price: 0,
    tagline: 'The essentials to get started.',
    features: ['Shot Size Calculator', 'Unit Converter', 'Arca and Ancora section links'],
  },
  {
    tier: 'Basic',
    name: 'Basic',
    price: 19,
    tagline: 'The full cultivation toolbox and academy.',
    features: [
      'Arca module',
      'Ancora module',
      'Chemical Calculator',
      'Beneficial Insects',
      'Photothermal',
      'Cultivation Targets',
      'Tank Management',
      'Fertility Tracking',
    ],
  },
  {
    tier: 'Advanced',
    name: 'Advanced',
    price: 49,
    tagline: 'Breeding, experts and crop steering.',
    features: ['Animus', 'Agora', 'Irrigation Guides', 'AgroChemLog'],
  },
  {
    tier: 'Professional',
    name: 'Professional',
    price: 99,
    tagline: 'Analytics and ERP for the whole operation.',
    features: ['Prometheus (all variants)', 'Atlas', 'Irrigation Skeletons'],
  },
];

export function planFor(tier: Tier): Plan {
  return PLANS.find((p) => p.tier === tier)!;
}
