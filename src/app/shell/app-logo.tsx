import { useState } from 'react';
import { SproutIcon } from '@/components/icons';

const SOURCES = ['/logo.svg', '/favicon.svg'];

/** The logo image, falling back to an alternate icon, then to a generic icon (spec-1 §2). */
export function AppLogo() {
  const [step, setStep] = useState(0);
  const src = SOURCES[step];
  return (
    <span className="inline-flex items-center gap-2.5">
      {src ? (
        <img src={src} alt="" className="size-8 shrink-0 rounded-lg" onError={() => setStep((s) => s + 1)} />
      ) : (
        <span className="grid size-8 place-items-center rounded-lg bg-brand-700 text-white">
          <SproutIcon className="size-5" />
        </span>
      )}
      <span className="text-lg font-semibold tracking-tight text-brand-900">Canopy</span>
    </span>
  );
}
