import type { AdminDoctor } from '@arogya/contracts/doctors';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useAdminDoctors, useSetVerification } from './api/admin-doctors';
import { DoctorsTable } from './components/doctors-table';

/** SPEC §2 /admin/panel: the admin verifies doctors so that patients can see them. */
export function AdminPanelPage() {
  const { t } = useTranslation();
  const doctors = useAdminDoctors();
  const setVerification = useSetVerification();

  if (doctors.isPending) {
    return (
      <PageContainer>
        <Spinner label={t('admin.loading')} />
      </PageContainer>
    );
  }
  if (doctors.isError) {
    // SPEC §8: a failed load replaces the panel.
    return (
      <PageContainer>
        <Alert>
          {t('admin.error', {
            message: errorMessage(doctors.error, t('common.somethingWentWrong')),
          })}
        </Alert>
      </PageContainer>
    );
  }

  // SPEC §2: rows without a linked user are hidden.
  const rows = doctors.data.filter((doctor) => doctor.user?.name);
  const pending = rows.filter((doctor) => !doctor.isVerified).length;
  const change = (doctor: AdminDoctor, verified: boolean) =>
    setVerification.mutate(
      { id: doctor._id, verified },
      {
        onSuccess: () =>
          toast.success(
            t(verified ? 'admin.verifiedToast' : 'admin.withdrawnToast', {
              name: doctor.user.name,
            }),
          ),
      },
    );
  const failure = setVerification.isError
    ? errorMessage(
        setVerification.error,
        t(
          setVerification.variables?.verified === false
            ? 'admin.withdrawFailed'
            : 'admin.verifyFailed',
        ),
      )
    : null;

  return (
    <PageContainer>
      <PageHeader title={t('admin.title')} />
      <section aria-labelledby="doctor-management" className="space-y-4">
        <div className="space-y-1">
          <h2 id="doctor-management" className="text-2xl font-semibold text-slate-900">
            {t('admin.subtitle')}
          </h2>
          <p className="text-lg text-slate-700">{t('admin.description')}</p>
          <p className="text-slate-600">
            {t('admin.summary', { pending, verified: rows.length - pending })}
          </p>
        </div>
        {failure && <Alert>{failure}</Alert>}
        <Card className="max-sm:border-0 max-sm:bg-transparent max-sm:p-0 max-sm:shadow-none">
          {rows.length === 0 ? (
            <p className="text-slate-700">{t('admin.empty')}</p>
          ) : (
            <DoctorsTable
              doctors={rows}
              onVerify={(doctor) => change(doctor, true)}
              onWithdraw={(doctor) => change(doctor, false)}
              busyId={setVerification.isPending ? setVerification.variables?.id : undefined}
            />
          )}
        </Card>
      </section>
    </PageContainer>
  );
}
