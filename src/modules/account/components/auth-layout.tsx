import type { ReactNode } from 'react';
import { Logo } from '@/components/logo';

type AuthLayoutProps = { title: string; description: string; children: ReactNode; footer: ReactNode };

/** Sign-in and sign-up frame: a brand panel on wide screens, the form alone on phones. */
export function AuthLayout({ title, description, children, footer }: AuthLayoutProps) {
  return (
    <div className="grid min-h-dvh lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <aside className="relative hidden overflow-hidden bg-brand-900 p-12 text-white lg:flex lg:flex-col">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-linear-to-br from-brand-700/60 via-transparent to-brand-950"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -right-32 -bottom-32 size-[28rem] rounded-full border-[3.5rem] border-brand-300/15"
        />
        <Logo inverted className="relative" />
        <div className="relative mt-auto max-w-md">
          <p className="text-3xl leading-tight font-semibold tracking-tight text-balance">
            Grow with data, breed with confidence.
          </p>
          <p className="mt-4 leading-relaxed text-brand-100/85">
            Calculators, genetics, production records and an expert marketplace, in one workspace built for
            cultivation and breeding professionals.
          </p>
        </div>
      </aside>

      <main className="flex flex-col items-center justify-center px-5 py-10 sm:px-8">
        <div className="w-full max-w-md">
          <Logo className="mb-10 lg:hidden" />
          <h1 className="text-2xl font-semibold tracking-tight text-brand-950">{title}</h1>
          <p className="mt-1.5 text-sm text-muted">{description}</p>
          <div className="mt-8">{children}</div>
          <p className="mt-8 text-center text-sm text-muted">{footer}</p>
        </div>
      </main>
    </div>
  );
}
