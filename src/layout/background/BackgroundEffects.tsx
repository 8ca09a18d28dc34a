import React, { Suspense, lazy, useEffect, useRef, useState } from "react";
import { usePrefersReducedMotion } from "../../hooks/usePrefersReducedMotion";

// Its own chunk, fetched only once the page is interactive: not part of the first render.
const ParticlesBackground = lazy(() => import(/* webpackChunkName: "particles" */ "./ParticlesBackground"));

const INTERACTIONS = ["pointermove", "pointerdown", "keydown", "scroll", "touchstart", "wheel"] as const;

/**
 * Runs `callback` once the page has loaded, the visitor has first interacted with it and the
 * browser is idle: the particle engine's start-up work never competes with the first render
 * or with making the page interactive.
 */
const afterFirstInteraction = (callback: () => void) => {
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const start = () => {
    stopListening();
    if (cancelled) return;
    // Safari has no requestIdleCallback: a short delay does the same job there.
    if (typeof window.requestIdleCallback === "function")
      window.requestIdleCallback(() => !cancelled && callback(), { timeout: 2000 });
    else timer = setTimeout(callback, 200);
  };
  const stopListening = () => INTERACTIONS.forEach((type) => window.removeEventListener(type, start));
  const listen = () =>
    INTERACTIONS.forEach((type) => window.addEventListener(type, start, { once: true, passive: true }));
  if (document.readyState === "complete") listen();
  else window.addEventListener("load", listen, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", listen);
    stopListening();
    clearTimeout(timer);
  };
};

/**
 * The decorative layer behind every page: an orange glow that follows the pointer and, once
 * the page is interactive and in use, orange particles. Under reduced motion nothing moves.
 */
export const BackgroundEffects = () => {
  const reducedMotion = usePrefersReducedMotion();
  const glow = useRef<HTMLDivElement>(null);
  const [showParticles, setShowParticles] = useState(false);

  useEffect(() => {
    if (reducedMotion) return;
    let frame = 0;
    let x = 0;
    let y = 0;
    // The latest pointer position is applied at most once per animation frame, as a
    // transform (no layout work).
    const onPointerMove = (event: PointerEvent) => {
      x = event.clientX;
      y = event.clientY;
      if (frame) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        glow.current?.style.setProperty("transform", `translate3d(${x}px, ${y}px, 0)`);
      });
    };
    window.addEventListener("pointermove", onPointerMove, { passive: true });
    return () => {
      window.removeEventListener("pointermove", onPointerMove);
      window.cancelAnimationFrame(frame);
    };
  }, [reducedMotion]);

  useEffect(() => {
    if (reducedMotion) return;
    return afterFirstInteraction(() => setShowParticles(true));
  }, [reducedMotion]);

  return (
    <div
      aria-hidden="true"
      data-testid="background-layer"
      className="pointer-events-none fixed inset-0 -z-10 overflow-hidden"
    >
      {/* Pointer coordinates are physical, so the glow is placed from the physical left. */}
      <div
        ref={glow}
        data-testid="background-glow"
        className="absolute -mt-[22rem] -ml-[22rem] size-[44rem] rounded-full bg-[radial-gradient(circle,color-mix(in_srgb,var(--color-brand-500)_16%,transparent)_0%,color-mix(in_srgb,var(--color-brand-500)_6%,transparent)_35%,transparent_70%)] will-change-transform"
        style={{ left: 0, top: 0, transform: "translate3d(70vw, 15vh, 0)" }}
      />
      {showParticles && !reducedMotion && (
        <Suspense fallback={null}>
          <ParticlesBackground />
        </Suspense>
      )}
    </div>
  );
};
