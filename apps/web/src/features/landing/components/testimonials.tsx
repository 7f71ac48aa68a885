import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

function StarRating({ rating, label }: { rating: number; label: string }) {
  return (
    <div role="img" aria-label={label} className="flex gap-1">
      {[1, 2, 3, 4, 5].map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          className={cn(
            'size-5',
            star <= rating ? 'fill-amber-500 text-amber-600' : 'text-slate-400',
          )}
        />
      ))}
    </div>
  );
}

/** SPEC §1: three static testimonials, each with a star rating, a name and a role. */
export function Testimonials() {
  const { t } = useTranslation();
  const items = t('landing.testimonials.items', { returnObjects: true });

  return (
    <section aria-labelledby="testimonials-title" className="py-16">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="testimonials-title" className="mb-10 text-3xl font-bold text-slate-900">
          {t('landing.testimonials.title')}
        </h2>
        <ul className="grid gap-6 md:grid-cols-3">
          {items.map((item) => (
            <li key={item.name}>
              <Card className="flex h-full flex-col gap-4">
                <StarRating
                  rating={item.rating}
                  label={t('landing.testimonials.rating', { rating: item.rating })}
                />
                <blockquote className="flex-1 text-lg text-slate-800">“{item.quote}”</blockquote>
                <p>
                  <span className="block font-semibold text-slate-900">{item.name}</span>
                  <span className="block text-slate-600">{item.role}</span>
                </p>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
