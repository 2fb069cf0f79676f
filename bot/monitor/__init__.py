"""What an operator's monitoring reads (README, "Operating the bot"): Prometheus metrics
(`metrics`) and a health check (`server`), served over HTTP on ``METRICS_PORT`` when it is set.
"""

from .metrics import Metrics
from .server import Monitor

__all__ = ["Metrics", "Monitor"]
