// Rehearse's platform roles: 'admin' runs the admin workspace, 'root' has every role.
export const isAdmin = (roles: string[]) => roles.includes('admin') || roles.includes('root');
