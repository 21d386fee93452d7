// A period picked as one of a lens's presets or as custom dates, with the date fields' drafts: a
// custom period changes only once both dates are set and in order, so a half-typed range never
// queries. The room lenses (useLensState) and the harvest lenses (CycleScope) both use it, and
// PeriodFields (lens-controls.tsx) draws it.
import { useState } from 'react';
import { formatIsoDate } from '@/lib/format';

export type PeriodChoice<P extends string> = { preset: P } | { preset: 'custom'; from: string; to: string };

export function usePeriodChoice<P extends string>(initial: P) {
  const [choice, setChoice] = useState<PeriodChoice<P>>({ preset: initial });
  const [customFrom, setCustomFrom] = useState('');
  const [customTo, setCustomTo] = useState('');
  return {
    choice,
    customFrom,
    customTo,
    /**
     * A preset, or 'custom': the first time, custom dates start as the local first and last day of
     * `shown` (epoch ms of the period on screen).
     */
    pick(value: P | 'custom', shown: { first: number; last: number }) {
      if (value === 'custom') {
        const from = customFrom || formatIsoDate(shown.first);
        const to = customTo || formatIsoDate(shown.last);
        setCustomFrom(from);
        setCustomTo(to);
        setChoice({ preset: 'custom', from, to });
      } else setChoice({ preset: value });
    },
    pickCustomFrom(value: string) {
      setCustomFrom(value);
      if (value && customTo && value <= customTo) setChoice({ preset: 'custom', from: value, to: customTo });
    },
    pickCustomTo(value: string) {
      setCustomTo(value);
      if (value && customFrom && customFrom <= value)
        setChoice({ preset: 'custom', from: customFrom, to: value });
    },
  };
}

export type PeriodState<P extends string> = ReturnType<typeof usePeriodChoice<P>>;
