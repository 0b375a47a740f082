// Content below the fold that loads when it comes near the screen (200 px ahead), not with the
// page's first paint: a page whose first visit would otherwise pass its 300 KB budget (issue 13)
// keeps its top fast, and the part below is there by the time the user scrolls to it. Where the
// browser has no IntersectionObserver (tests, very old browsers) it renders at once.
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Center, Loader } from '@mantine/core';

export function WhenVisible({
  children,
  minHeight = 160,
  loadingLabel,
}: {
  children: ReactNode;
  minHeight?: number;
  loadingLabel: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const box = ref.current;
    if (near || !box) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: '200px' });
    observer.observe(box);
    return () => observer.disconnect();
  }, [near]);
  const waiting = (
    <Center mih={minHeight} role="status">
      <Loader size="sm" role="img" aria-label={loadingLabel} />
    </Center>
  );
  // Until it nears the screen, an empty box of its size: nothing is loading yet, so no spinner (a
  // spinner would say "busy" to a screen reader and to whoever waits for the page to settle).
  return near ? <Suspense fallback={waiting}>{children}</Suspense> : <div ref={ref} style={{ minHeight }} />;
}
