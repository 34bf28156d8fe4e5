// A start without NODE_ENV is a production start (server/env.ts defaults it so), and the libraries must agree:
// React and React Router choose their development builds, several times slower to render, when `process.env.NODE_ENV`
// is not "production". Imported first by server/main.ts, before anything that loads React is evaluated.
process.env.NODE_ENV ??= "production";
