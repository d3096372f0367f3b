import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";

import { BlogList } from "~/components/blog/blog-list";
import { type BlogPost, posts } from "~/lib/blog";

/** Renders the list and waits for its cards (each card's picture is code of its own). */
async function renderList(items: BlogPost[]) {
  const Stub = createRoutesStub([{ path: "/blog", Component: () => <BlogList posts={items} /> }]);
  render(<Stub initialEntries={["/blog"]} />);
  await screen.findAllByRole("listitem");
}

const cards = () => within(screen.getAllByRole("list")[0]!).getAllByRole("listitem");

describe("BlogList (load more)", () => {
  it("shows six cards, then all nine after one click, then hides the button", async () => {
    const user = userEvent.setup();
    await renderList(posts);
    expect(cards()).toHaveLength(6);
    await user.click(screen.getByRole("button", { name: "Load More Articles" }));
    expect(cards()).toHaveLength(9);
    expect(screen.queryByRole("button", { name: "Load More Articles" })).not.toBeInTheDocument();
    expect(screen.getByText("Showing all 9 articles")).toBeInTheDocument();
  });

  it("moves keyboard focus to the first newly shown card", async () => {
    const user = userEvent.setup();
    await renderList(posts);
    screen.getByRole("button", { name: "Load More Articles" }).focus();
    await user.keyboard("{Enter}");
    const seventh = cards()[6]!;
    expect(within(seventh).getByRole("link", { name: posts[6]!.title })).toHaveFocus();
  });

  it("adds six per click until every post is shown", async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 14 }, (_, i) => ({
      ...posts[i % posts.length]!,
      slug: `post-${i}`,
      title: `Post number ${i}`,
    }));
    await renderList(many);
    const more = () => screen.queryByRole("button", { name: "Load More Articles" });
    expect(cards()).toHaveLength(6);
    await user.click(more()!);
    expect(cards()).toHaveLength(12);
    expect(screen.getByRole("link", { name: "Post number 6" })).toHaveFocus();
    await user.click(more()!);
    expect(cards()).toHaveLength(14);
    expect(more()).not.toBeInTheDocument();
  });

  it("cards show category, title linking to the post, excerpt, image with its description, and date", async () => {
    await renderList(posts);
    const first = cards()[0]!;
    const post = posts[0]!;
    expect(within(first).getByText(post.category)).toBeInTheDocument();
    expect(within(first).getByRole("link", { name: post.title })).toHaveAttribute(
      "href",
      `/blog/${post.slug}`,
    );
    expect(within(first).getByText(post.excerpt)).toBeInTheDocument();
    expect(within(first).getByRole("img", { name: post.imageDescription })).toBeInTheDocument();
    expect(first.querySelector("time")).toHaveAttribute("datetime", post.date);
  });
});
