import { useRef, useState, type ReactNode } from 'react';
import { toastShown } from '@market/bus';
import { errorMessage } from '@market/http';
import { Button } from '@market/ui';
import { uploadImage, type UploadType } from '../api/upload.ts';

/** The images the API stores (no SVG). */
const IMAGE_TYPES = 'image/png,image/jpeg,image/gif,image/webp';

/**
 * A button that picks an image, uploads it (`galleries`) and hands over its URL; busy while it uploads, a failed
 * upload shows the server's message and changes nothing. `label` is the accessible name (it starts with the
 * visible text, WCAG 2.5.3).
 */
export function UploadButton({ type, label, onUploaded, children }: { type: UploadType; label: string; onUploaded: (url: string) => void; children: ReactNode }) {
  const [busy, setBusy] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const pick = (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    uploadImage(file, type)
      .then(onUploaded)
      .catch((e: unknown) => toastShown({ kind: 'error', message: errorMessage(e) }))
      .finally(() => setBusy(false));
  };
  return (
    <>
      <input
        ref={picker}
        type="file"
        accept={IMAGE_TYPES}
        hidden
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => {
          pick(e.target.files?.[0]);
          // The same file may be picked again after a removal.
          e.target.value = '';
        }}
      />
      <Button loading={busy} aria-label={label} onClick={() => picker.current?.click()}>
        {children}
      </Button>
    </>
  );
}
