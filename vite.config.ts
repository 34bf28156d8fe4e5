import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // Few, larger files (decision 009): the framework in one chunk, and the app code two or more
        // routes share in another. Each file a page loads costs its main thread a fetch to start.
        codeSplitting: {
          groups: [
            { name: "framework", test: /node_modules/, priority: 2 },
            { name: "shell", test: /[\\/]app[\\/]/, minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
});
