import { APP_NAME, APP_TAGLINE } from './constants.ts';
import { PRICE_PER_SEAT_CENTS } from './subscription/values.ts';

/**
 * Pages rendered to HTML at build time do not know the public address: they carry this
 * placeholder, which the server replaces with APP_URL when it sends them.
 */
export const ORIGIN_PLACEHOLDER = '__AGROVOO_ORIGIN__';

/** A page search engines may index: the head tags and the sitemap read it (issue 4 'SEO'). */
export type PublicPage = { path: string; title: string; description: string };

export const PUBLIC_PAGES = {
  home: {
    path: '/',
    title: `${APP_NAME} — ${APP_TAGLINE}`,
    description:
      'Gestão para empresas de aviação agrícola: operações, relatório operacional e relatório mensal do MAPA, agenda, propostas e finanças.',
  },
  login: {
    path: '/auth',
    title: `Entrar — ${APP_NAME}`,
    description: `Entre no ${APP_NAME} ou crie a conta da sua empresa de aviação agrícola: 7 dias grátis.`,
  },
  terms: {
    path: '/termos-servico',
    title: `Termos de Serviço — ${APP_NAME}`,
    description: `As condições de uso do ${APP_NAME}: assinatura, responsabilidades e cancelamento.`,
  },
  privacy: {
    path: '/politica-privacidade',
    title: `Política de Privacidade — ${APP_NAME}`,
    description: `Como o ${APP_NAME} trata dados pessoais, conforme a LGPD.`,
  },
} as const satisfies Record<string, PublicPage>;

export const SITE_KEYWORDS = [
  'aviação agrícola',
  'pulverização aérea',
  'relatório MAPA',
  'relatório operacional',
  'aplicação aérea',
  'gestão aeroagrícola',
  'software para empresa aeroagrícola',
].join(', ');

/** JSON-LD of the organisation and of the product with its price (schema.org). */
export function structuredData(origin: string) {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: APP_NAME,
      url: origin,
      logo: `${origin}/favicon.svg`,
    },
    {
      '@context': 'https://schema.org',
      '@type': 'SoftwareApplication',
      name: APP_NAME,
      applicationCategory: 'BusinessApplication',
      operatingSystem: 'Web',
      inLanguage: 'pt-BR',
      description: PUBLIC_PAGES.home.description,
      offers: {
        '@type': 'Offer',
        price: (PRICE_PER_SEAT_CENTS / 100).toFixed(2),
        priceCurrency: 'BRL',
        description: 'Por usuário/mês, após 7 dias grátis',
      },
    },
  ];
}

/** The sitemap of the indexed pages. */
export function sitemapXml(origin: string): string {
  const urls = Object.values(PUBLIC_PAGES)
    .map((page) => `  <url><loc>${origin}${page.path}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** robots.txt: the public site is indexed; the app, the API and the dev pages are not. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...Object.values(PUBLIC_PAGES).map((page) => `Allow: ${page.path === '/' ? '/$' : page.path}`),
    'Disallow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
