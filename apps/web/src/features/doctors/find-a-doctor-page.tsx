import type { DoctorProfile } from '@arogya/contracts/doctors';
import { SearchX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session-context';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useSearchDoctors } from './api/search-doctors';
import { BookingDialog } from './components/booking-dialog';
import { DoctorCard, DoctorCardSkeleton } from './components/doctor-card';
import { SearchFilters, type FilterValues } from './components/search-filters';

const DEBOUNCE_MS = 500; // SPEC §9

const fromParams = (params: URLSearchParams): FilterValues => ({
  search: params.get('search') ?? '',
  location: params.get('location') ?? '',
  language: params.get('language') ?? 'Any',
});

/**
 * SPEC §2 /find-a-doctor. The filters live in the URL, so a search can be shared and the back
 * button returns to it; typing waits 500 ms before it searches, the language applies at once.
 */
export function FindADoctorPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const applied = fromParams(params);

  // What the person is typing. The URL follows each change at once (in the event, so it can
  // never race a navigation away); the search itself waits until typing pauses for 500 ms.
  const [draft, setDraft] = useState(applied);
  const lastWritten = useRef(params.toString());
  const changeFilters = (change: Partial<FilterValues>) => {
    const values = { ...draft, ...change };
    setDraft(values);
    const next = new URLSearchParams(params);
    const set = (key: string, value: string, empty: string) =>
      value.trim() && value !== empty ? next.set(key, value.trim()) : next.delete(key);
    set('search', values.search, '');
    set('location', values.location, '');
    set('language', values.language, 'Any');
    lastWritten.current = next.toString();
    setParams(next, { replace: true });
  };

  // Back/forward or a shared link changed the URL: show what it says.
  useEffect(() => {
    if (params.toString() !== lastWritten.current) {
      lastWritten.current = params.toString();
      setDraft(fromParams(params));
    }
  }, [params]);

  const search = useDebouncedValue(applied.search, DEBOUNCE_MS);
  const place = useDebouncedValue(applied.location, DEBOUNCE_MS);
  const results = useSearchDoctors({ search, location: place, language: applied.language });
  const doctors = results.data?.pages.flatMap((page) => page.doctors) ?? [];
  const bookingId = params.get('book');
  const booking = bookingId ? doctors.find((d) => d._id === bookingId) : undefined;

  const onBook = (doctor: DoctorProfile) => {
    const next = new URLSearchParams(params);
    next.set('book', doctor._id);
    if (!user) {
      // Sign in first, then come back to this doctor.
      void navigate(paths.login, {
        state: { from: { pathname: location.pathname, search: `?${next}` } },
      });
      return;
    }
    setParams(next);
  };
  const closeBooking = () => {
    const next = new URLSearchParams(params);
    next.delete('book');
    setParams(next, { replace: true });
  };

  let body;
  if (results.isPending) {
    body = (
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
        <p className="sr-only" role="status">
          {t('doctors.results.loading')}
        </p>
        {Array.from({ length: 6 }, (_, i) => (
          <DoctorCardSkeleton key={i} />
        ))}
      </div>
    );
  } else if (results.isError) {
    body = (
      <Alert>
        {t('common.errorWithMessage', {
          message: errorMessage(results.error, t('doctors.results.fetchFailed')),
        })}
      </Alert>
    );
  } else if (doctors.length === 0) {
    body = (
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <SearchX aria-hidden="true" className="mx-auto size-10 text-slate-400" />
        <p className="mt-3 text-xl font-semibold text-slate-900">{t('doctors.results.empty')}</p>
        <p className="mt-1 text-slate-700">{t('doctors.results.emptyHint')}</p>
      </div>
    );
  } else {
    const canBook = !user || user.role === 'patient';
    body = (
      <>
        <p className="mb-4 text-slate-700" role="status">
          {t('doctors.results.count', { count: doctors.length })}
        </p>
        <ul
          className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3"
          aria-label={t('doctors.results.label')}
        >
          {doctors.map((doctor) => (
            <li key={doctor._id}>
              <DoctorCard doctor={doctor} onBook={canBook ? onBook : undefined} />
            </li>
          ))}
        </ul>
        {results.hasNextPage && (
          <div className="mt-8 flex justify-center">
            <Button
              variant="secondary"
              size="lg"
              onClick={() => void results.fetchNextPage()}
              disabled={results.isFetchingNextPage}
            >
              {results.isFetchingNextPage
                ? t('doctors.results.loadingMore')
                : t('doctors.results.loadMore')}
            </Button>
          </div>
        )}
      </>
    );
  }

  return (
    <PageContainer>
      <PageHeader title={t('doctors.findTitle')} subtitle={t('doctors.findSubtitle')} />
      <SearchFilters values={draft} onChange={changeFilters} />
      <section className="mt-8">{body}</section>
      {booking && user?.role === 'patient' && (
        <BookingDialog doctor={booking} onClose={closeBooking} />
      )}
    </PageContainer>
  );
}
