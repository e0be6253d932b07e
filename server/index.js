// The Node entry. Production serves the built app; development runs Vite in middleware mode.
import compression from "compression";
import express from "express";

const production = process.env.NODE_ENV === "production";
const port = Number.parseInt(process.env.PORT || "3000", 10);
const host = process.env.HOST || "0.0.0.0";

const server = express();
server.disable("x-powered-by");
server.use(compression());

if (production) {
  const { createApp } = await import("../build/server/index.js");
  const { app } = await createApp({ clientDir: "build/client" });
  server.use(app);
} else {
  const vite = await import("vite").then((v) => v.createServer({ server: { middlewareMode: true } }));
  server.use(vite.middlewares);
  let ready;
  server.use(async (req, res, next) => {
    try {
      ready ??= vite
        .ssrLoadModule("./server/app.ts")
        .then((m) => m.createApp({ build: () => vite.ssrLoadModule("virtual:react-router/server-build") }));
      const { app } = await ready;
      app(req, res, next);
    } catch (error) {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      next(error);
    }
  });
}

const listener = server.listen(port, host, () => {
  console.log(JSON.stringify({ level: "info", msg: "listening", url: `http://localhost:${port}` }));
});

// A stop (a deploy, Ctrl-C) lets the requests in flight finish, then exits; one still running after 10 s is
// cut. Exiting this way also writes the profile of `node --cpu-prof` (npm run bench:profile).
for (const signal of ["SIGTERM", "SIGINT"])
  process.once(signal, () => {
    listener.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 10_000).unref();
  });
