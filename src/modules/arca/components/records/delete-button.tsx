import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/** The Delete action at the start of an edit form's footer. */
export function DeleteButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button variant="ghost" className="text-danger-700" onClick={onClick}>
      {children}
    </Button>
  );
}
