// A QR code for a URL, drawn as SVG by `qrcode` (so it prints sharp) and shown as an image.
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { cn } from '@/lib/cn';

export function QrCode({ value, label, className }: { value: string; label: string; className?: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then((svg) => {
      if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      live = false;
    };
  }, [value]);
  if (!src) return <div aria-hidden="true" className={cn('animate-pulse rounded bg-brand-50', className)} />;
  return <img src={src} alt={label} className={className} />;
}
