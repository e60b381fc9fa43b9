import { clsx } from 'clsx';
import { useState } from 'react';
import { initialsOf } from '../../lib/format';

const SIZES = {
  sm: { box: 'size-14 text-lg', pixels: 56 },
  md: { box: 'size-20 text-xl', pixels: 80 },
} as const;

/** A person's photo, or their initials when there is none or it fails to load. */
export function PersonPhoto({
  name,
  imagePath,
  alt,
  size = 'md',
}: {
  name: string;
  imagePath: string | null;
  alt: string;
  size?: keyof typeof SIZES;
}) {
  const [failed, setFailed] = useState(false);
  const { box, pixels } = SIZES[size];
  if (!imagePath || failed) {
    return (
      <span
        className={clsx(
          'flex shrink-0 items-center justify-center rounded-2xl bg-primary-100 font-bold text-primary-800',
          box,
        )}
        aria-hidden
      >
        {initialsOf(name)}
      </span>
    );
  }
  return (
    <img
      src={imagePath}
      alt={alt}
      width={pixels}
      height={pixels}
      loading="lazy"
      onError={() => setFailed(true)}
      className={clsx('shrink-0 rounded-2xl bg-ink-100 object-cover', box)}
    />
  );
}

/** Lets a long e-mail address wrap after the "@" rather than inside a word. */
export function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}
