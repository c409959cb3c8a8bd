import { Link } from '@/components/ui/link';
import { ArrowRightIcon } from './icons';
import { AnimatedUnderline } from './animated-underline';

/** A "learn more" style link with an arrow and the animated underline. */
export function ArrowLink({ href, children, className = '' }: { href: string; children: React.ReactNode; className?: string }) {
  return (
    <Link href={href} className={`group inline-flex items-center gap-1.5 font-semibold text-accent-700 ${className}`}>
      <AnimatedUnderline>{children}</AnimatedUnderline>
      <ArrowRightIcon width={16} height={16} className="transition-transform duration-200 group-hover:translate-x-0.5" />
    </Link>
  );
}
