import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';

/**
 * The consent choices as buttons of equal weight (decision 247): same style and size, side by side even on a
 * phone (long labels wrap instead of stacking), in the order reject, middle, accept.
 */
export function ChoiceButtons({ choices }: { choices: { label: ReactNode; onClick: () => void }[] }) {
  return (
    <div className="grid w-full grid-cols-3 gap-2">
      {choices.map((choice, index) => (
        <Button
          key={index}
          variant="secondary"
          className="h-auto min-h-11 px-2 py-2 leading-tight whitespace-normal"
          onClick={choice.onClick}
        >
          {choice.label}
        </Button>
      ))}
    </div>
  );
}
