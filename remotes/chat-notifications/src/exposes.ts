/** What this remote exposes: the route modules of the ownership table (and its widgets). */
export const exposes: Record<string, string> = {
  './notifications-page': './src/routes/notifications-page.tsx',
  './chat-page': './src/routes/chat-page.tsx',
  './notifications-button': './src/features/notifications/ui/notifications-button.tsx',
  './chat-widget': './src/features/chat/ui/chat-widget.tsx',
};
