import pg from 'pg';
const c = new pg.Client('postgresql://postgres:postgres@127.0.0.1:57181/postgres');
await c.connect();
for (const q of process.argv.slice(2)) { const r = await c.query(q); console.table(r.rows); }
await c.end();
