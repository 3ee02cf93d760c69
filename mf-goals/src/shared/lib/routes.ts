/** In-app addresses of the goals remote (the shell mounts it at /goals). */
export const goalRoute = (goalId: string) => `/goals/${encodeURIComponent(goalId)}`;
