import type { UserRole } from '@arogya/contracts/common';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageContainer } from '@/components/page-container';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { useSession } from '@/lib/session-context';
import { useChatAppointment } from './api/chat-appointment';
import { ChatHeader } from './components/chat-header';
import { MessageComposer } from './components/message-composer';
import { MessageList } from './components/message-list';
import { useChatRoom } from './use-chat-room';

/** SPEC §2 /chat/{appointmentId}: the live chat between the patient and the doctor. */
export function ChatPage() {
  const { appointmentId = '' } = useParams();
  const { user } = useSession();
  if (!user) return null; // RequireAuth guarantees a user; this only narrows the type

  // A new room starts from a clean slate.
  return (
    <ChatRoom
      key={appointmentId}
      appointmentId={appointmentId}
      name={user.name}
      role={user.role}
      token={user.token}
    />
  );
}

function ChatRoom({
  appointmentId,
  name,
  role,
  token,
}: {
  appointmentId: string;
  name: string;
  role: UserRole;
  token: string;
}) {
  const { t } = useTranslation();
  const appointment = useChatAppointment(appointmentId, role).data;
  const room = useChatRoom({ room: appointmentId, token, author: name });
  const cancelled = appointment?.status === 'cancelled';
  const readOnly = room.closed || cancelled;

  const status = room.refusal
    ? null
    : room.connection === 'connecting'
      ? t('chat.connecting')
      : room.connection === 'offline'
        ? t('chat.offline')
        : null;

  return (
    <PageContainer>
      <ChatHeader appointment={appointment} role={role} />
      {room.refusal ? (
        <Alert>{room.refusal}</Alert>
      ) : (
        <Card className="flex h-[70dvh] max-h-[48rem] min-h-96 flex-col overflow-hidden p-0 sm:p-0">
          <p
            role="status"
            className={
              status ? 'border-b border-amber-300 bg-amber-50 px-4 py-2 text-amber-900' : 'sr-only'
            }
          >
            {status}
          </p>
          {cancelled && !room.closed && (
            <p className="border-b border-slate-200 bg-slate-50 px-4 py-2 text-slate-700">
              {t('chat.cancelled')}
            </p>
          )}
          <MessageList messages={room.messages} ownName={name} showEmpty={room.joined} />
          <MessageComposer
            onSend={room.send}
            canSend={room.canSend && !readOnly}
            readOnly={readOnly}
            notice={room.notice}
          />
        </Card>
      )}
    </PageContainer>
  );
}
