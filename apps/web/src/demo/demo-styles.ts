// The styles of the demo's own controls (the demo menu, its dialogs, the landing's reset), in
// the page's colour scheme: system colours follow the color-scheme theme-boot.js and the app set
// on <html>, so they read in light and dark alike. Injected once, demo build only.
const CSS = `
.rehearse-demo-menu { position: fixed; right: 12px; bottom: 12px; z-index: 1250;
  font: 0.875rem/1.4 Inter, system-ui, sans-serif; color: CanvasText; }
@media (min-width: 1200px) { .rehearse-demo-menu { right: 88px; } }
.rehearse-demo-menu button, .rehearse-demo-dialog button { font: inherit; cursor: pointer;
  padding: 0.4rem 0.8rem; border-radius: 0.5rem; border: 1px solid GrayText;
  background: Canvas; color: CanvasText; }
.rehearse-demo-menu button:focus-visible, .rehearse-demo-dialog button:focus-visible {
  outline: 2px solid Highlight; outline-offset: 2px; }
.rehearse-demo-menu > button { box-shadow: 0 1px 4px rgb(0 0 0 / 0.25); }
.rehearse-demo-panel { position: absolute; right: 0; bottom: calc(100% + 6px); display: grid;
  gap: 0.4rem; min-width: 12rem; padding: 0.5rem; border-radius: 0.5rem;
  border: 1px solid GrayText; background: Canvas; box-shadow: 0 2px 10px rgb(0 0 0 / 0.25); }
.rehearse-demo-panel[hidden] { display: none; }
.rehearse-demo-dialog { font: 0.9375rem/1.5 Inter, system-ui, sans-serif; color: CanvasText;
  background: Canvas; border: 1px solid GrayText; border-radius: 0.75rem; padding: 1.25rem;
  width: min(44rem, calc(100vw - 2rem)); max-height: calc(100dvh - 2rem); box-sizing: border-box; }
.rehearse-demo-dialog h2 { font-size: 1.25rem; margin: 0 0 0.75rem; }
.rehearse-demo-dialog::backdrop { background: rgb(0 0 0 / 0.45); }
.rehearse-demo-actions { display: flex; gap: 0.5rem; justify-content: flex-end; flex-wrap: wrap;
  margin-top: 1rem; }
.rehearse-demo-dialog .rehearse-demo-danger { background: #b42318; color: #fff; border-color: #b42318; }
.rehearse-demo-outbox { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.25rem; }
.rehearse-demo-outbox button { width: 100%; text-align: left; display: grid; gap: 0.1rem; }
.rehearse-demo-outbox small, .rehearse-demo-meta { color: GrayText; overflow-wrap: anywhere; }
.rehearse-demo-dialog iframe { width: 100%; height: min(28rem, 55dvh); border: 1px solid GrayText;
  border-radius: 0.5rem; background: #fff; }
.rehearse-demo-dialog pre { white-space: pre-wrap; overflow-wrap: anywhere; }
`;

let injected = false;

export function injectDemoStyles(): void {
  if (injected) return;
  injected = true;
  const style = document.createElement('style');
  style.textContent = CSS;
  document.head.append(style);
}
