// The four plans on /solutions (spec-1 §1, §6): what each unlocks and the price shown. What is
// charged is the Stripe price the checkout function configures (STRIPE_PRICES); the local Stripe
// stand-in's catalogue (supabase/local/dev/stripe/state.ts) charges these amounts.
import type { Tier } from '@/lib/tiers';

export interface Plan {
  tier: Tier;
  name: string;
  /** US dollars per month, billed monthly. */
  price: number;
  /** US dollars per year, billed yearly (two months free). */
  yearlyPrice: number;
  tagline: string;
  features: string[];
}

export const PLANS: readonly Plan[] = [
  {
    tier: 'free',
    name: 'Free',
    price: 0,
    yearlyPrice: 0,
    tagline: 'The essentials to get started.',
    features: ['Shot Size Calculator', 'Unit Converter', 'Arca and Ancora section links'],
  },
  {
    tier: 'Basic',
    name: 'Basic',
    price: 19,
    yearlyPrice: 190,
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
    yearlyPrice: 490,
    tagline: 'Breeding, experts and crop steering.',
    features: ['Animus', 'Agora', 'Irrigation Guides', 'AgroChemLog'],
  },
  {
    tier: 'Professional',
    name: 'Professional',
    price: 99,
    yearlyPrice: 990,
    tagline: 'Analytics and ERP for the whole operation.',
    features: ['Prometheus (all variants)', 'Atlas', 'Irrigation Skeletons'],
  },
];

export function planFor(tier: Tier): Plan {
  return PLANS.find((p) => p.tier === tier)!;
}
