import type { ANALYSIS_EXTENSIONS } from '@arogya/contracts/analysis';
import { ImageUp } from 'lucide-react';
import { useId } from 'react';
import { useDropzone } from 'react-dropzone';
import type { FileRejection } from 'react-dropzone';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/**
 * SPEC §5: only .jpeg, .jpg and .png images. Keyed by exact MIME type rather than image/*, so a
 * .webp or .heic photo is refused here instead of after a slow upload.
 */
const ACCEPTED_IMAGES: Record<string, (typeof ANALYSIS_EXTENSIONS)[number][]> = {
  'image/jpeg': ['.jpeg', '.jpg'],
  'image/png': ['.png'],
};

/** SPEC §8: the picker's own generic rejection texts ('Too many files', 'File type must be …'). */
function rejectionMessage(rejections: FileRejection[]): string {
  const messages = rejections.flatMap((rejection) =>
    rejection.errors.map((error) => error.message),
  );
  return [...new Set(messages)].join(' ');
}

/** SPEC §2 /analyze: the drag-and-drop zone, which also opens the file picker (and takes a paste). */
export function DocumentDropzone({
  onFile,
  onReject,
}: {
  onFile: (file: File) => void;
  onReject: (message: string) => void;
}) {
  const { t } = useTranslation();
  const textId = useId();
  const hintId = useId();
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: ACCEPTED_IMAGES,
    multiple: false, // SPEC §5: exactly one file, and no size limit
    // Of several files the picker keeps the first and refuses the rest: say so, keep the first.
    onDrop: (accepted, rejections) => {
      if (accepted[0]) onFile(accepted[0]);
      if (rejections.length > 0) onReject(rejectionMessage(rejections));
    },
  });

  return (
    <div>
      <div
        {...getRootProps({
          // A button to assistive technology, named by its main text and described by the hint.
          role: 'button',
          'aria-labelledby': textId,
          'aria-describedby': hintId,
          className: cn(
            'flex min-h-44 cursor-pointer flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed px-4 py-6 text-center transition-colors',
            isDragActive
              ? 'border-teal-700 bg-teal-50'
              : 'border-slate-400 bg-slate-50 hover:border-teal-700 hover:bg-teal-50',
          ),
        })}
      >
        <ImageUp aria-hidden="true" className="size-10 text-teal-700" />
        <p id={textId} className="text-lg font-medium text-slate-900">
          {isDragActive ? t('analyzer.dropzoneActive') : t('analyzer.dropzone')}
        </p>
        <p id={hintId} className="text-sm text-slate-600">
          {t('analyzer.dropzoneHint')}
        </p>
      </div>
      {/* The zone is the control, so its input sits beside it (a control inside a button is
          invisible to screen readers) and hidden from them: the zone opens it. */}
      <input {...getInputProps({ 'aria-hidden': true })} />
    </div>
  );
}
