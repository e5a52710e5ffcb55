// This app sits inside another project's folder: its own folder is the root Turbopack and the
// output tracing look in, not the project's (which has a lockfile of its own).
const root = import.meta.dirname;

export default { turbopack: { root }, outputFileTracingRoot: root };
