# The content API on SQLite: docker build -f deploy/api.Dockerfile .
# The database and the PDFs live on the volume at /data (seeded on first start).
# It runs the API's build (dist/, plain JavaScript with precompiled schemas), the command of `npm run serve`
# and of the integration tests (scripts/services.mjs): it starts in a fraction of the time tsx needs.
FROM node:20-bookworm-slim
WORKDIR /repo
COPY package.json package-lock.json tsconfig.base.json ./
COPY shared shared
# The shared package's development dependency (its test settings), which npm ci links.
COPY build-kit build-kit
COPY server-kit server-kit
COPY api api
RUN npm ci --no-audit --no-fund -w shared -w build-kit -w server-kit -w api --include-workspace-root
RUN npm run build -w api
ENV HOST=0.0.0.0 PORT=8787 JOURNAL_DB=/data/journal.db JOURNAL_FILES_DIR=/data/files
VOLUME /data
EXPOSE 8787
WORKDIR /repo/api
CMD ["node", "dist/main.mjs"]
