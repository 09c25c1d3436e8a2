import { ChatScreen } from '../chat';

/** Admins message a member without leaving the admin area: the chat screen inside the admin layout. */
export default function AdminChat() {
  return <ChatScreen base="/admin/chat" />;
}
