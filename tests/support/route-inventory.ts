import { createRequire } from 'node:module';

/**
 * Records every route the Express app registers, with its full mounted path, by watching
 * the router package's `use` and `route` while the app is built. Express 5 keeps no readable
 * path strings on its layers, so this is how a test can list the real routes.
 */
interface RouterLike {
  __mounts?: { path: string; child: RouterLike }[];
  __routes?: { path: string; methods: () => string[]; permissions?: () => string[] }[];
}

type RouterProto = {
  use: (...args: unknown[]) => unknown;
  route: (path: string) => { methods: Record<string, boolean>; stack?: { handle?: { permission?: string } }[] };
};

const require = createRequire(import.meta.url);
const expressRequire = createRequire(require.resolve('express'));
const Router = expressRequire('router') as { prototype: RouterProto };

let installed = false;

export function watchRoutes(): void {
  if (installed) return;
  installed = true;
  const proto = Router.prototype;
  const originalUse = proto.use;
  const originalRoute = proto.route;
  proto.use = function (this: RouterLike, ...args: unknown[]) {
    const path = typeof args[0] === 'string' ? args[0] : '';
    for (const fn of args.flat()) {
      if (typeof fn === 'function' && 'stack' in fn && 'handle' in fn) {
        (this.__mounts ??= []).push({ path, child: fn as unknown as RouterLike });
      }
    }
    return originalUse.apply(this, args);
  };
  proto.route = function (this: RouterLike, path: string) {
    const route = originalRoute.call(this, path);
    (this.__routes ??= []).push({
      path,
      methods: () => Object.keys(route.methods).filter((m) => m !== '_all'),
      // The permissions its requirePermission handlers name (api/src/auth/require-permission.ts).
      permissions: () => (route.stack ?? []).flatMap((layer) => (layer.handle?.permission ? [layer.handle.permission] : [])),
    });
    return route;
  };
}

/** "METHOD /full/path" for every route below `router` (the app's root router). */
export function listRoutes(router: unknown, prefix = ''): string[] {
  const node = router as RouterLike;
  const out: string[] = [];
  for (const route of node.__routes ?? []) {
    for (const method of route.methods()) out.push(`${method.toUpperCase()} ${prefix}${route.path}`);
  }
  for (const mount of node.__mounts ?? []) out.push(...listRoutes(mount.child, prefix + mount.path));
  return out;
}

/** Every route below `router` with the permissions it checks: ["METHOD /full/path", permissions]. */
export function listRoutePermissions(router: unknown, prefix = ''): [string, string[]][] {
  const node = router as RouterLike;
  const out: [string, string[]][] = [];
  for (const route of node.__routes ?? []) {
    for (const method of route.methods())
      out.push([`${method.toUpperCase()} ${prefix}${route.path}`, route.permissions?.() ?? []]);
  }
  for (const mount of node.__mounts ?? []) out.push(...listRoutePermissions(mount.child, prefix + mount.path));
  return out;
}
