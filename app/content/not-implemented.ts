/**
 * The notice a placeholder link (`#`) shows. Every page has such links, so SmartLink
 * imports this alone: the other notices (content/messages.ts, which includes this one) belong to
 * sections and forms whose code loads after the first paint, and stay out of the shell chunk
 * every page loads.
 */
export type Notice = { title: string; description?: string };

export const notImplemented = {
  title: "This feature isn't implemented yet—but don't worry!",
  description: "You can request it in your next prompt!",
} as const satisfies Notice;
