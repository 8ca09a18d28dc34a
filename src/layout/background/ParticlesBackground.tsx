import React, { useCallback, useEffect, useRef, useState } from "react";
import { Particles, ParticlesProvider } from "@tsparticles/react";
import type { Container, Engine, ISourceOptions } from "@tsparticles/engine";
import { loadSlim } from "@tsparticles/slim";
import { COLORS } from "../../brand";

export const PARTICLE_OPTIONS: ISourceOptions = {
  fullScreen: { enable: false },
  background: { color: "transparent" },
  detectRetina: true,
  // The particles drift 0.2-0.4 px per 60th of a second, and the engine scales each step to the
  // time since the last frame: 30 frames a second look the same and cost a phone half the work.
  fpsLimit: 30,
  pauseOnBlur: true,
  pauseOnOutsideViewport: true,
  particles: {
    number: { value: 30, density: { enable: true } },
    paint: { color: { value: [COLORS.brand500, COLORS.brand400, COLORS.brand300] } },
    size: { value: { min: 0.6, max: 1.4 } },
    opacity: { value: { min: 0.35, max: 0.8 } },
    move: {
      enable: true,
      speed: { min: 0.2, max: 0.4 },
      direction: "none",
      random: true,
      outModes: { default: "out" },
    },
  },
};

// Must stay the same function for the life of the app (ParticlesProvider requires it).
const init = async (engine: Engine) => {
  await loadSlim(engine);
};

/** Orange particles, invisible until the engine has started them, then faded in over 1 s. */
const ParticlesBackground = () => {
  const [ready, setReady] = useState(false);
  const container = useRef<Container>();

  const onLoaded = useCallback(async (loaded?: Container) => {
    container.current = loaded;
    setReady(true);
  }, []);

  // Nothing to draw for a hidden tab.
  useEffect(() => {
    const onVisibility = () => (document.hidden ? container.current?.pause() : container.current?.play());
    document.addEventListener("visibilitychange", onVisibility);
    return () => document.removeEventListener("visibilitychange", onVisibility);
  }, []);

  return (
    <ParticlesProvider init={init}>
      <Particles
        id="background-particles"
        options={PARTICLE_OPTIONS}
        particlesLoaded={onLoaded}
        className={`absolute inset-0 transition-opacity duration-1000 ease-out ${ready ? "opacity-100" : "opacity-0"}`}
      />
    </ParticlesProvider>
  );
};

export default ParticlesBackground;
