import { Phone, Siren } from 'lucide-react';
import type { AssistantTexts } from '../assistant-greetings';

const TELE_MANAS = '14416';

/** Whether a reply points to Tele-MANAS, India's mental-health helpline. */
export const mentionsTeleManas = (redFlags: string[]) =>
  redFlags.some((flag) => flag.includes(TELE_MANAS));

/**
 * DESIGN.md emergency: call 108 or 112 now. Big tap-to-call buttons right above the text box,
 * in the reply's language; Tele-MANAS too when the reply names it.
 */
export function EmergencyBanner({
  texts,
  lang,
  teleManas,
}: {
  texts: AssistantTexts;
  lang: string;
  teleManas: boolean;
}) {
  const numbers = teleManas ? ['108', '112', TELE_MANAS] : ['108', '112'];
  return (
    <section
      role="alert"
      lang={lang}
      className="border-t-4 border-red-700 bg-red-50 px-3 py-3 text-red-900 sm:px-5"
    >
      <p className="flex items-center gap-2 text-lg font-bold">
        <Siren aria-hidden="true" className="size-6 shrink-0" />
        {texts.levels.emergency}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {numbers.map((number) => (
          <a
            key={number}
            href={`tel:${number}`}
            className="inline-flex min-h-12 flex-1 basis-32 items-center justify-center gap-2 rounded-xl bg-red-700 px-4 py-2 text-lg font-bold text-white hover:bg-red-800"
          >
            <Phone aria-hidden="true" className="size-5" />
            {texts.call(number)}
            {number === TELE_MANAS && ' · Tele-MANAS'}
          </a>
        ))}
      </div>
    </section>
  );
}
