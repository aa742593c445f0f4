# One section remote as static files behind nginx: docker build -f deploy/remote.Dockerfile --build-arg SECTION=thesis .
# Variables at run time: SITE_ORIGINS (nginx regex of the site's origins), PORT (default 8080).
# See docs/deployment.md; the headers are checked without containers by deploy/test/nginxRemote.test.ts.
FROM node:20-bookworm-slim AS build
ARG SECTION
WORKDIR /repo
COPY package.json package-lock.json tsconfig.base.json ./
COPY shared shared
# The build tooling: the apps' Vite and federation config (docs/architecture.md).
COPY build-kit build-kit
COPY mfe-${SECTION} mfe-${SECTION}
# The federation plugin's patch, applied by the root postinstall during npm ci (patches/README.md).
COPY patches patches
RUN npm ci --no-audit --no-fund -w shared -w build-kit -w mfe-${SECTION} --include-workspace-root
RUN npm run build -w mfe-${SECTION}

FROM nginx:1.27-bookworm
ARG SECTION
ENV PORT=8080 REMOTE_ROOT=/srv/remote SITE_ORIGINS=http://localhost:8080
COPY deploy/nginx/journal-remote-headers.conf /etc/nginx/journal-remote-headers.conf
COPY deploy/nginx/remote.conf.template /etc/nginx/templates/default.conf.template
COPY --from=build /repo/mfe-${SECTION}/dist /srv/remote
EXPOSE 8080
