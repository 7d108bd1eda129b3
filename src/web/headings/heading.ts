/** A signed-in page's header that depends on nothing but the page: its title and what it is for. */
export type PageHeading = { title: string; intro: string };
