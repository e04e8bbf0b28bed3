# syntax=docker/dockerfile:1
# The site-widgets server (issue 18). Build: docker build -t site-widgets .  Run several behind a proxy:
# compose.yaml; docs/operations.md "Several instances". Node 20 LTS on Debian 12, as the project is tested.

# ---- dependencies: npm ci from the lock file (better-sqlite3 compiles if its prebuilt binary is not found)
FROM node:20-bookworm-slim AS dependencies
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY packages/core/package.json packages/core/
COPY packages/widgets/package.json packages/widgets/
COPY packages/loader/package.json packages/loader/
COPY packages/server/package.json packages/server/
COPY site/package.json site/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund

# ---- build: the browser assets (Vite, then .br/.gz beside them), then drop the development packages
FROM dependencies AS build
COPY . .
RUN npm run build \
 && npm prune --omit=dev --no-audit --no-fund

# ---- runtime: sources the server runs through tsx, production packages, built assets; no compilers
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    SEED_DEMO=no
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
# Workspace folders whole: their package.json, src, and any node_modules npm nested in them (the
# server's sanitize-html); tests and docs never reach the build context (.dockerignore).
COPY --from=build /app/packages ./packages
COPY --from=build /app/site ./site
COPY --from=build /app/dist ./dist
COPY --from=build /app/tsconfig.json ./
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# What `npm start` runs once the build is done (package.json "start").
CMD ["node", "--import", "tsx", "packages/server/src/main.ts"]
