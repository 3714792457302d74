/** Stylesheets imported for their effect (the build links or loads them). */
declare module '*.css';
