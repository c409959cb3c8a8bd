import { site } from '@/lib/content/site';
import { socialIcons } from './icons';

/** The firm's social profiles as named links; a profile without a URL is not rendered. */
export function SocialLinks({ size = 'sm' }: { size?: 'sm' | 'md' }) {
  const small = size === 'sm';
  return (
    <ul className={`flex items-center ${small ? 'gap-1' : 'gap-2'}`} aria-label="Social profiles">
      {site.social
        .filter((s) => s.href)
        .map((s) => {
          const Icon = socialIcons[s.name];
          return (
            <li key={s.name}>
              <a
                href={s.href}
                rel="noopener"
                aria-label={`${site.name} on ${s.name}`}
                className={
                  small
                    ? 'inline-flex h-8 w-8 items-center justify-center rounded hover:bg-navy-800 hover:text-white'
                    : 'inline-flex h-10 w-10 items-center justify-center rounded-full bg-navy-800 hover:bg-accent-600 hover:text-white'
                }
              >
                {Icon ? <Icon width={small ? 16 : 18} height={small ? 16 : 18} /> : s.name}
              </a>
            </li>
          );
        })}
    </ul>
  );
}
