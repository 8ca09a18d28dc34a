// The tab's title while Gatsby's router replaces the head's <title> (visitor walk 6, F2).
import { keepTitle } from "../../src/navigation/keepTitle";

const headTitle = (text: string) => {
  const title = document.createElement("title");
  title.setAttribute("data-gatsby-head", "true");
  title.textContent = text;
  document.head.append(title);
  return title;
};

test("the old title stays until the new page's head has its own, which then wins", () => {
  const old = headTitle("Privacy Policy | Ferrolink");
  keepTitle();
  // What Gatsby does after the new page is committed: the old head elements go, the new come later.
  old.remove();
  expect(document.title).toBe("Privacy Policy | Ferrolink");
  headTitle("Terms of Service | Ferrolink");
  expect(document.title).toBe("Terms of Service | Ferrolink");
});
