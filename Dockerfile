FROM python:3.11-slim

# DATABASE_URL defaults to SQLite in the /data volume; give a postgresql://user:password@host/db
# URL to use PostgreSQL instead (compose.yaml does: the bot beside a postgres:15 service).
# `pip install .` brings both drivers (aiosqlite, asyncpg), as wheels: no compiler needed.
ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    DATABASE_URL=sqlite:////data/games.sqlite3

WORKDIR /app
COPY pyproject.toml README.md ./
COPY rules ./rules
COPY storage ./storage
COPY bot ./bot
RUN pip install --no-cache-dir . \
 && useradd --create-home --uid 10001 referee \
 && mkdir -p /data && chown referee:referee /data

# The SQLite database (and its WAL files) live on this volume and survive new images. With
# PostgreSQL it stays empty.
VOLUME ["/data"]
USER referee
ENTRYPOINT ["python", "-m", "bot"]
