# The content API on SQLite: docker build -f deploy/api.Dockerfile .
# The database and the PDFs live on the volume at /data (seeded on first start).
FROM node:20-bookworm-slim
WORKDIR /repo
COPY package.json package-lock.json tsconfig.base.json ./
COPY shared shared
COPY api api
RUN npm ci --no-audit --no-fund -w shared -w api --include-workspace-root
ENV HOST=0.0.0.0 PORT=8787 JOURNAL_DB=/data/journal.db JOURNAL_FILES_DIR=/data/files
VOLUME /data
EXPOSE 8787
WORKDIR /repo/api
CMD ["npx", "--no-install", "tsx", "src/main.ts"]
