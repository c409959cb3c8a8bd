import { Link } from '@/components/ui/link';
import { site } from '@/content/site';
import { LogoMark } from './logo-mark';

/** Logo mark plus wordmark, linking home. The mark is decorative; the link is named by the text. */
export function Logo({ tone = 'dark', className = '' }: { tone?: 'dark' | 'light'; className?: string }) {
  return (
    <Link href="/" className={`inline-flex items-center gap-2.5 ${className}`}>
      <LogoMark tone={tone} className="h-9 w-9" />
      <span className={`whitespace-nowrap text-lg font-extrabold tracking-tight ${tone === 'dark' ? 'text-navy-900' : 'text-white'}`}>
        {site.name.split(' ')[0]}
        <span className={tone === 'dark' ? 'text-accent-600' : 'text-accent-400'}> {site.name.split(' ')[1]}</span>
      </span>
    </Link>
  );
}
