/** How each rating looks, in the modal and in the staff view: icon and colours (negative red, neutral amber, positive green). */
import type { FeedbackRatingValue } from '@portal/contracts';
import { Frown, Meh, Smile, type LucideIcon } from 'lucide-react';

export interface RatingLook {
  icon: LucideIcon;
  /** A chosen choice card: border, background and ring. */
  chosen: string;
  /** The icon's colour when chosen or shown. */
  iconColour: string;
  /** A bar in a chart. */
  bar: string;
  /** A small badge. */
  badge: string;
}

export const RATING_LOOK: Record<FeedbackRatingValue, RatingLook> = {
  negative: {
    icon: Frown,
    chosen: 'border-danger-600 bg-danger-50 ring-danger-600',
    iconColour: 'text-danger-600',
    bar: 'bg-danger-600',
    badge: 'bg-danger-50 text-danger-700 ring-danger-200',
  },
  neutral: {
    icon: Meh,
    chosen: 'border-accent-600 bg-accent-50 ring-accent-600',
    iconColour: 'text-accent-700',
    bar: 'bg-accent-400',
    badge: 'bg-accent-50 text-accent-700 ring-accent-300',
  },
  positive: {
    icon: Smile,
    chosen: 'border-success-600 bg-success-50 ring-success-600',
    iconColour: 'text-success-600',
    bar: 'bg-success-600',
    badge: 'bg-success-50 text-success-700 ring-success-600/30',
  },
};
