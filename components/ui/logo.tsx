import { Link } from '@/components/ui/link';
import { site } from '@/lib/content/site';
import { LogoMark } from './logo-mark';

/**
 * Logo mark plus wordmark, linking home. The mark is decorative; the link is named by the text.
 * `compact` (the header) stacks the wordmark on two lines on phones and, below 360 px, leaves only the
 * mark on screen (the text stays as the link's name), so the header's quote link fits beside it.
 */
export function Logo({ tone = 'dark', className = '', compact = false }: { tone?: 'dark' | 'light'; className?: string; compact?: boolean }) {
  return (
    <Link href="/" className={`inline-flex items-center gap-2.5 ${className}`}>
      <LogoMark tone={tone} className="h-9 w-9" />
      <span
        className={`whitespace-nowrap text-lg font-extrabold tracking-tight ${compact ? 'max-sm:flex max-sm:flex-col max-sm:text-base max-sm:leading-tight max-[359px]:sr-only' : ''} ${tone === 'dark' ? 'text-navy-900' : 'text-white'}`}
      >
        {site.name.split(' ')[0]}
        <span className={tone === 'dark' ? 'text-accent-600' : 'text-accent-400'}> {site.name.split(' ')[1]}</span>
      </span>
    </Link>
  );
}
