import { APP_NAME } from '../../domain/constants.ts';
import {
  ORIGIN_PLACEHOLDER,
  SITE_KEYWORDS,
  structuredData,
  type PublicPage,
} from '../../domain/site.ts';

/**
 * The head of a public page (React places these tags in the document head): title,
 * description, keywords, robots, canonical link, Open Graph and Twitter tags, and the
 * Organization and SoftwareApplication JSON-LD. Pages left out of search get only 'noindex'.
 */
export function Seo(props: { page: PublicPage } | { title: string; description: string }) {
  // Rendered at build time there is no window: the server fills the address in.
  const origin = typeof window === 'undefined' ? ORIGIN_PLACEHOLDER : window.location.origin;
  if (!('page' in props))
    return (
      <>
        <title>{`${props.title} — ${APP_NAME}`}</title>
        <meta name="description" content={props.description} />
        <meta name="robots" content="noindex" />
      </>
    );
  const { page } = props;
  const url = `${origin}${page.path}`;
  return (
    <>
      <title>{page.title}</title>
      <meta name="description" content={page.description} />
      <meta name="keywords" content={SITE_KEYWORDS} />
      <meta name="robots" content="index, follow" />
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={APP_NAME} />
      <meta property="og:locale" content="pt_BR" />
      <meta property="og:title" content={page.title} />
      <meta property="og:description" content={page.description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={`${origin}/og-image.png`} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={page.title} />
      <meta name="twitter:description" content={page.description} />
      <script type="application/ld+json">{JSON.stringify(structuredData(origin))}</script>
    </>
  );
}
