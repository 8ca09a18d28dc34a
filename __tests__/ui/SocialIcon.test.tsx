import React from "react";
import { render } from "@testing-library/react";
import { SocialIcon } from "../../src/ui/SocialIcon";
import { SOCIAL_NETWORKS } from "../../src/content/keys";

test.each([...SOCIAL_NETWORKS])("the footer draws a mark of its own for %s", (network) => {
  const { container } = render(<SocialIcon network={network} />);
  const shapes = container.querySelectorAll("svg path, svg rect, svg circle");
  expect(shapes.length).toBeGreaterThan(0);
  // Each network's mark differs from every other's.
  const others = SOCIAL_NETWORKS.filter((other) => other !== network).map(
    (other) => render(<SocialIcon network={other} />).container.innerHTML,
  );
  expect(others).not.toContain(container.innerHTML);
});
