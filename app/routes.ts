import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { groupRoutes, homeRoute, resourceRoutes } from "./config/site-routes";

// Every route is declared from the one route table (app/config/site-routes.ts).
export default [
  index(homeRoute.file),
  ...groupRoutes.map((group) => route(group.path.slice(1), group.file)),
  ...resourceRoutes.map((resource) => route(resource.path.slice(1), resource.file)),
  route("*", "pages/not-found.tsx"),
] satisfies RouteConfig;
