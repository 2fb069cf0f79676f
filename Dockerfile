FROM python:3.11-slim

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

# The SQLite database (and its WAL files) live on this volume and survive new images.
VOLUME ["/data"]
USER referee
ENTRYPOINT ["python", "-m", "bot"]
