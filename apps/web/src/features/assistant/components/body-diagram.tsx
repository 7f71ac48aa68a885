import type { HighlightArea } from '@arogya/contracts/assistant';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

type Area = Exclude<HighlightArea, 'none'>;

/** The figure's parts: each area is one or two simple shapes (arms and legs come in pairs). */
const SHAPES: Record<Area, { x: number; y: number; width: number; height: number; rx: number }[]> =
  {
    head: [{ x: 42, y: 6, width: 36, height: 40, rx: 18 }],
    chest: [{ x: 34, y: 54, width: 52, height: 50, rx: 12 }],
    abdomen: [{ x: 36, y: 106, width: 48, height: 44, rx: 10 }],
    arms: [
      { x: 14, y: 56, width: 17, height: 96, rx: 8 },
      { x: 89, y: 56, width: 17, height: 96, rx: 8 },
    ],
    legs: [
      { x: 37, y: 153, width: 21, height: 102, rx: 9 },
      { x: 62, y: 153, width: 21, height: 102, rx: 9 },
    ],
  };

/**
 * SPEC §2 body diagram: a figure that highlights the area of the reply. The highlight is also
 * said in words, under the figure and in its accessible description, never by colour alone.
 */
export function BodyDiagram({ highlight }: { highlight: HighlightArea }) {
  const { t } = useTranslation();
  const titleId = useId();
  const descId = useId();
  const caption =
    highlight === 'none'
      ? t('assistant.body.noneHighlighted')
      : t('assistant.body.highlighted', { area: t(`assistant.body.areas.${highlight}`) });

  return (
    <Card>
      <figure className="flex items-center gap-5">
        <svg
          viewBox="0 0 120 260"
          role="img"
          aria-labelledby={titleId}
          aria-describedby={descId}
          className="h-52 w-auto shrink-0"
        >
          <title id={titleId}>{t('assistant.body.title')}</title>
          <desc id={descId}>{`${t('assistant.body.description')} ${caption}`}</desc>
          <rect x="52" y="44" width="16" height="12" className="fill-slate-200" />
          {(Object.keys(SHAPES) as Area[]).map((area) => {
            const on = area === highlight;
            return (
              <g
                key={area}
                data-area={area}
                data-highlighted={on}
                className={cn(
                  'stroke-2',
                  on ? 'fill-red-500 stroke-red-800' : 'fill-slate-200 stroke-slate-400',
                )}
              >
                {SHAPES[area].map((shape) => (
                  <rect key={`${shape.x}-${shape.y}`} {...shape} />
                ))}
              </g>
            );
          })}
        </svg>
        <figcaption className="text-lg font-semibold text-slate-900">{caption}</figcaption>
      </figure>
    </Card>
  );
}
