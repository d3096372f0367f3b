import { act } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, expect, it, vi } from "vitest";

import { AuditRequestForm } from "./audit-request-form";
import type * as FieldModule from "~/components/forms/field";

// Every render of a field, by its label: the real Field draws it.
const fieldRenders = vi.hoisted(() => new Map<string, number>());
vi.mock("~/components/forms/field", async (importActual) => {
  const actual = await importActual<typeof FieldModule>();
  return {
    ...actual,
    Field: (props: Parameters<typeof actual.Field>[0]) => {
      fieldRenders.set(props.label, (fieldRenders.get(props.label) ?? 0) + 1);
      return actual.Field(props);
    },
  };
});

afterEach(() => {
  fieldRenders.clear();
  localStorage.clear();
});

it("hydrates each field once: react-hook-form's ready state renders the form again, not its fields", async () => {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<AuditRequestForm />);
  document.body.append(container);
  fieldRenders.clear(); // the prerender's own renders
  const mismatch = vi.fn();
  const root = await act(async () =>
    hydrateRoot(container, <AuditRequestForm />, { onRecoverableError: mismatch }),
  );
  expect(mismatch).not.toHaveBeenCalled();
  expect(container.querySelector("form")).toHaveAttribute("data-ready");
  expect(Object.fromEntries(fieldRenders)).toEqual({
    Name: 1,
    Email: 1,
    Website: 1,
    Service: 1,
  });
  act(() => root.unmount());
  container.remove();
});
