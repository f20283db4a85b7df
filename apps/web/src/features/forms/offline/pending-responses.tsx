import { OutboxAlert } from './outbox-alert';
import { announceSent, useOutbox } from './use-outbox';

/**
 * For a layout: the form responses kept on this device, sent on load and when the network returns, with the count
 * waiting and the refused ones (nothing when the outbox is empty). The respond page shows its own.
 */
export function PendingResponses() {
  const outbox = useOutbox({ onSent: announceSent });
  return <OutboxAlert {...outbox} onSendNow={outbox.sendNow} onDiscard={outbox.discard} />;
}
