/** The two database engines the API runs on (docs/api.md, "Database engines"). */
export type Engine = 'sqlite' | 'postgres';
