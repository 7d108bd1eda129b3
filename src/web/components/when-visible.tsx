import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` once its place scrolls into view, so the code of what sits below the fold
 * (the dashboard's charts) is not fetched before the page's main content has painted. Where
 * the browser cannot tell (no IntersectionObserver) it renders at once; the server, drawing a
 * page with its data (src/web/prerender.tsx), draws the place alone.
 */
export function WhenVisible(props: { placeholderClassName: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );
  useEffect(() => {
    const element = ref.current;
    if (visible || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);
  return visible ? props.children : <div ref={ref} className={props.placeholderClassName} />;
}
