import { create } from 'qrcode';
import { useMemo } from 'react';
import '../second-factor.css';

/**
 * The otpauth:// link as a QR code, drawn here as SVG: the secret never leaves this page for an
 * image service. One path of dark squares, with the four-module quiet zone scanners expect.
 */
export function QrCode({ text, label }: { text: string; label: string }) {
  const { size, path } = useMemo(() => {
    const { modules } = create(text, { errorCorrectionLevel: 'M' });
    const parts: string[] = [];
    for (let row = 0; row < modules.size; row++)
      for (let col = 0; col < modules.size; col++) if (modules.get(row, col)) parts.push(`M${col + 4} ${row + 4}h1v1h-1z`);
    return { size: modules.size + 8, path: parts.join('') };
  }, [text]);
  return (
    <svg className="factor-qr" viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
