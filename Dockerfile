# syntax=docker/dockerfile:1
# Oversight's image: the release tarball (scripts/release.mjs) unpacked on a slim Node runtime. Build with
# `docker build -t oversight .`; compose.yaml runs it at scale. docs/operations/deploy.md describes both.
ARG NODE_VERSION=24.22.3

# Build: the whole workspace with its dev dependencies, then `npm run release` (web and API built, production
# dependencies installed from the lockfile for this platform, packed), unpacked into /opt/oversight.
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
RUN npm ci --no-audit --no-fund
COPY . .
# A new id per image: the web drops a persisted query cache of an older build.
ARG BUILD_ID
ENV BUILD_ID=${BUILD_ID}
RUN npm run release \
 && mkdir /opt/oversight \
 && tar -xzf dist/oversight-*.tgz -C /opt/oversight --strip-components=1

# Runtime: Node and the release, nothing else; files owned by root, run as the image's unprivileged `node` user.
FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /opt/oversight ./
RUN mkdir -p /data && chown node:node /data && chmod 700 /data
USER node
VOLUME /data
EXPOSE 3000
# ROLE=worker answers no HTTP: compose.yaml turns this check off for the worker.
HEALTHCHECK --interval=30s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/v1/health/`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "--max-semi-space-size=64", "server.js"]
