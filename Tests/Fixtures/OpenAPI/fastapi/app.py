from datetime import datetime, date
from decimal import Decimal
from enum import Enum
from typing import Annotated, Literal, Optional, Union
from uuid import UUID

from fastapi import FastAPI, File, Form, Header, Path, Query, UploadFile, Body
from pydantic import BaseModel, EmailStr, Field, HttpUrl, SecretStr, conlist

app = FastAPI(title="Shop API", version="2.1.0", description="A shop, as FastAPI writes it.")

class Status(str, Enum):
    available = "available"
    sold = "sold"

class Point(BaseModel):
    coordinates: tuple[float, float]
    label: tuple[str, int] | None = None

class Cat(BaseModel):
    pet_type: Literal["cat"]
    meows: int = Field(ge=0)

class Dog(BaseModel):
    pet_type: Literal["dog"]
    barks: float

class Item(BaseModel):
    id: UUID
    name: str = Field(min_length=1, max_length=80, description="The item's name.")
    price: Decimal = Field(gt=0)
    tags: list[str] = Field(default_factory=list, max_length=10)
    status: Status = Status.available
    created_at: datetime
    released: date | None = None
    homepage: HttpUrl | None = None
    location: Point | None = None
    pet: Annotated[Union[Cat, Dog], Field(discriminator="pet_type")] | None = None
    attributes: dict[str, str] = {}
    scores: dict[str, float] | None = None
    code: str = Field(pattern=r"^[A-Z]{3}-\d+$")
    nested: list[list[int]] = []

class ItemCreate(BaseModel):
    name: str
    price: Decimal
    password: SecretStr
    email: EmailStr | None = None

class Page(BaseModel):
    items: list[Item]
    total: int
    next_cursor: str | None = None

@app.get("/items", response_model=Page, tags=["items"])
def list_items(q: str | None = None, limit: Annotated[int, Query(ge=1, le=100)] = 20, status: list[Status] = Query(default=[]),
               x_request_id: Annotated[str | None, Header()] = None):
    ...

@app.get("/items/{item_id}", response_model=Item, tags=["items"], responses={404: {"description": "Not found"}})
def get_item(item_id: Annotated[UUID, Path()]):
    ...

@app.post("/items", response_model=Item, status_code=201, tags=["items"])
def create_item(item: ItemCreate):
    ...

@app.put("/items/{item_id}/photo", tags=["items"])
def upload_photo(item_id: UUID, file: UploadFile = File(...), caption: str = Form("")):
    ...

@app.post("/login", tags=["auth"])
def login(username: Annotated[str, Form()], password: Annotated[str, Form()]) -> dict[str, str]:
    ...

@app.delete("/items/{item_id}", status_code=204, tags=["items"])
def delete_item(item_id: UUID):
    ...

@app.get("/points", tags=["geo"])
def points(bbox: Annotated[list[float], Query(min_length=4, max_length=4)]) -> list[tuple[float, float]]:
    ...
