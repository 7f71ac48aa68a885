import { LoaderCircle } from 'lucide-react';

/** A visible, announced loading state. `label` is the text people read (e.g. SPEC's 'Loading'). */
export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-12 text-slate-700">
      <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-teal-700" />
      <span>{label}</span>
    </div>
  );
}
