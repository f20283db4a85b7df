import { useReviewQueueSender } from './use-review-queue';

/** For the app layout: sends the reviews kept on this device at start and when the network returns (no output). */
export function ReviewQueueSender() {
  useReviewQueueSender();
  return null;
}
