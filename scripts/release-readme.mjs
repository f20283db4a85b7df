/** The README inside the release tarball (scripts/release.mjs): what it is, how to start it, where to read more. */
export function releaseReadme({ version, target, engines }) {
  return `# Oversight ${version} (${target})

The built web app and API of Oversight with their production dependencies. It needs only Node.js
(${engines}: Node 22 or 24 LTS) on ${target}; native modules (sharp, @node-rs/argon2) are built for that platform.

## Start

    node server.js          # or: npm start

It serves the web app and the API on http://localhost:3000 (PORT, HOST and PUBLIC_URL change that). With no
DATABASE_URL it uses the embedded database in ./data (DATA_DIR), seeded with demo data on the first start
(the demo accounts are in the project's docs/demo-accounts.md). Health: GET /api/v1/health/.

For a real installation set at least:

- NODE_ENV=production (no demo accounts are ever seeded then)
- PUBLIC_URL=https://your.host (the address people use)
- DATA_DIR=/var/lib/oversight (outside this folder, so a new release keeps the data)
- DATABASE_URL=postgres://... for a PostgreSQL server instead of the embedded database
- REDIS_URL, S3_BUCKET and S3_* and ROLE=api / ROLE=worker when running several processes

Every setting and the container files are described in the project's docs/operations/deploy.md.

## Command line

    node cli.js --help      # or: npm run cli -- --help

Creates tenants, admin accounts and organisations, and resets passwords, on the same database (stop the
server first when it uses the embedded database).
`;
}
