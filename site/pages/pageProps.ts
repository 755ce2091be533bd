/** What the prerenderer hands a page component; article bodies ignore it. Apart from routes.ts, which lists the pages, so that a page never imports the list it is in. */
export interface PageProps {
  heading: string;
}
