import { Link } from '@/components/ui/link';
import type { ReactNode } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'inverse';

const base =
  'inline-flex items-center justify-center gap-2 rounded-button font-semibold transition-colors duration-200 focus-visible:outline-offset-4 disabled:cursor-not-allowed disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-accent-600 text-white hover:bg-accent-700',
  secondary: 'border-2 border-navy-900 text-navy-900 hover:bg-navy-900 hover:text-white',
  ghost: 'text-navy-900 underline-offset-4 hover:underline',
  inverse: 'border-2 border-white/80 text-white hover:bg-white hover:text-navy-900',
};

const sizes = { md: 'px-5 py-2.5 text-sm', lg: 'px-6 py-3.5 text-base' } as const;

export function buttonClasses(variant: ButtonVariant = 'primary', size: keyof typeof sizes = 'md'): string {
  return `${base} ${variants[variant]} ${sizes[size]}`;
}

/** A link styled as a button: every call to action on the site is a real link, never a dead button. */
export function ButtonLink({
  href,
  children,
  variant = 'primary',
  size = 'md',
  className = '',
}: {
  href: string;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: keyof typeof sizes;
  className?: string;
}) {
  return (
    <Link href={href} className={`${buttonClasses(variant, size)} ${className}`}>
      {children}
    </Link>
  );
}
