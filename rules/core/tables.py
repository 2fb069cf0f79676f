# PLACEHOLDER: being written by a helper. Will be replaced.
from pydantic import BaseModel


class Table(BaseModel):
    id: str
