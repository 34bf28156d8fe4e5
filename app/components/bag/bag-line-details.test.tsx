import { createContext, useContext } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { BagLineDetails } from "./bag-line-details.tsx";

// Issue 13 point 6: one way to show a bag line in the bag, the header preview, the drawer and the added panel.
// The element reaches the routed component through context, so the route's component is defined once.
const ElementContext = createContext<React.ReactElement | null>(null);

function LineRoute() {
  return useContext(ElementContext);
}

const Stub = createRoutesStub([{ path: "/uk/bag", Component: LineRoute }]);

function render(element: React.ReactElement) {
  return renderToString(
    <ElementContext value={element}>
      <Stub initialEntries={["/uk/bag"]} />
    </ElementContext>,
  );
}

describe("a bag line's details", () => {
  it("shows the name, colour, size and the chosen type", () => {
    const html = render(
      <BagLineDetails
        name="Oxford Pillowcase"
        url="/uk/Bedding/p/P1"
        colour="White"
        size="Standard"
        group="Oxford"
      />,
    );
    expect(html).toContain('href="/uk/Bedding/p/P1"');
    expect(html).toContain("Colour: White");
    expect(html).toContain("Size: Standard");
    expect(html).toContain("Type: Oxford");
  });

  it('never shows "No Colour" or "One Size" (spec 000 §3), whichever way a preview spells them', () => {
    const html = render(<BagLineDetails name="Lime Diffuser" colour="No Colour" size="one size" group="" />);
    expect(html).toContain("Lime Diffuser");
    expect(html).not.toMatch(/Colour:|Size:|Type:/);
  });
});
