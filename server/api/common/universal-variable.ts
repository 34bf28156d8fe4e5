import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { privateAnswer } from "../../middleware/private-answer.ts";
import { universalFor } from "../../universal.ts";
import { pageUrlQuery, splitPageUrl } from "../page-url.ts";

/** `GET /api/common/universalVariable.json?url={path}`: user, page and basket data (spec 002 §3). */
export const universalVariableRoutes = new Hono<AppEnv>().get(
  "/api/common/universalVariable.json",
  async (c) => {
    const { url } = pageUrlQuery.parse(c.req.query());
    const { version, path } = splitPageUrl(url);
    privateAnswer(c);
    return c.json(await universalFor(c.get("services"), c.get("session"), version, path));
  },
);
