import { Rate } from '@market/ui/forms';

/** What the order's page loads apart from its first render: its dialogs' forms and a review's stars. */
export { RefundForm } from './refund-form.tsx';
export { RepeatForm } from './repeat-form.tsx';
export { ReviewForm } from './review-form.tsx';

/** A review's rating, read only. */
export function ReviewStars({ value, label }: { value: number; label: string }) {
  return <Rate disabled value={value} aria-label={label} />;
}
