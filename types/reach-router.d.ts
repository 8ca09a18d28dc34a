/** The part of Gatsby's router (a dependency of gatsby, which ships no types) the site uses. */
declare module "@gatsbyjs/reach-router" {
  export const globalHistory: {
    listen: (listener: (event: { location: Location; action: "PUSH" | "POP" }) => void) => () => void;
    navigate: (to: string) => Promise<void>;
  };
}
