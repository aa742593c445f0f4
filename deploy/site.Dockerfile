# The site server (the built shell, /remotes.json, /api and /files forwarded to the API):
# docker build -f deploy/site.Dockerfile .   Variables: docs/deployment.md, "Variables".
# Its command is the one `npm run serve` and the integration tests run (scripts/services.mjs).
# Replayed without Docker by deploy/test/containers.test.ts; health check: deploy/compose.yaml.
FROM node:20-bookworm-slim
WORKDIR /repo
COPY package.json package-lock.json tsconfig.base.json ./
COPY shared shared
# The build tooling: the apps' Vite and federation config (docs/architecture.md).
COPY build-kit build-kit
COPY server-kit server-kit
COPY shell shell
COPY site-server site-server
# The federation plugin's patch, applied by the root postinstall during npm ci (patches/README.md).
COPY patches patches
RUN npm ci --no-audit --no-fund -w shared -w build-kit -w server-kit -w shell -w site-server --include-workspace-root
RUN npm run build -w shell
ENV HOST=0.0.0.0 PORT=8080
EXPOSE 8080
WORKDIR /repo/site-server
CMD ["npx", "--no-install", "tsx", "src/main.ts"]
