// Vite's `?url` imports (the demo build bundles this folder with Vite): the emitted file's URL.
declare module '*?url' {
  const url: string;
  export default url;
}
