import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// The base stylesheet and the shared interface components' (app/ui) are bundled into one file: linked one per
// component they made 12–17 render-blocking requests a page (docs/decisions/014). Only these are grouped, as
// their rules sit in cascade layers (reset, ui), so where the file is linked cannot change what wins; the
// components' scripts keep the build's own split.
const SHARED_STYLES = /[\\/]app[\\/](ui|styles)[\\/][^?]*\.css(\?.*)?$/;

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: "shared-styles", test: SHARED_STYLES }] } },
    },
  },
});
