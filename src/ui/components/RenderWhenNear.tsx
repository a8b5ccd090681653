import { useEffect, useRef, useState, type ReactNode } from 'react';

interface RenderWhenNearProps {
  children: ReactNode;
  /** Keeps the space the content will take, so that nothing moves when it arrives. */
  placeholderClassName: string;
  /** How far outside the screen the content is rendered ahead of being scrolled to. */
  margin?: string;
}

/**
 * Renders its children once they come near the screen. A long page (the home page's nine product
 * rows) then builds only what is in view at load, and the rest in small pieces while scrolling,
 * instead of one long task that keeps the page from answering taps.
 */
export function RenderWhenNear({ children, placeholderClassName, margin = '300px' }: RenderWhenNearProps) {
  const placeholder = useRef<HTMLDivElement>(null);
  // A browser that cannot tell renders at once; a page prerendered at build keeps the placeholder,
  // as the browser hydrating it does.
  const [near, setNear] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: margin,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  if (near) return children;
  return <div ref={placeholder} className={placeholderClassName} aria-hidden />;
}
