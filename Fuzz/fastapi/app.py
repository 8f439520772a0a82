"""A FastAPI app whose own OpenAPI document (`/openapi.json`) apigen imports: each route
answers what FastAPI and pydantic parsed, so the probe can check what the client sent."""
import asyncio
import json
from datetime import date, datetime
from decimal import Decimal
from enum import Enum
from typing import Annotated, Literal, Optional, Union
from uuid import UUID

from fastapi import Body, Cookie, FastAPI, File, Form, Header, HTTPException, Path, Query, Request, UploadFile
from fastapi.responses import PlainTextResponse, Response
from pydantic import BaseModel, Field
from sse_starlette.sse import EventSourceResponse, ServerSentEvent

app = FastAPI(title="Probe", version="1.0.0")


class Species(str, Enum):
    dog = "dog"
    cat = "cat"
    guinea_pig = "guinea pig"


class Owner(BaseModel):
    name: str = Field(min_length=1, max_length=40)
    email: Optional[str] = None


class Pet(BaseModel):
    id: Optional[int] = None
    name: str = Field(min_length=1, max_length=20, pattern=r"^[A-Za-z ]+$")
    species: Species
    birth_date: Optional[date] = None
    seen_at: Optional[datetime] = None
    weight: Optional[float] = Field(default=None, gt=0, le=200)
    price: Optional[Decimal] = None
    tags: list[str] = Field(default_factory=list, max_length=5)
    owner: Optional[Owner] = None
    chip: Optional[UUID] = None
    extra: dict[str, int] = Field(default_factory=dict)


class Cat(BaseModel):
    kind: Literal["cat"]
    lives: int


class Dog(BaseModel):
    kind: Literal["dog"]
    good: bool


class Echo(BaseModel):
    path: str
    query: dict[str, Union[str, list[str]]]
    headers: dict[str, str]
    cookies: dict[str, str]


class Tick(BaseModel):
    n: int
    text: str


PETS: dict[int, Pet] = {}
LAST_EVENT_IDS: list[Optional[str]] = []


@app.post("/pets", status_code=201)
def create_pet(pet: Pet) -> Pet:
    pet.id = len(PETS) + 1
    PETS[pet.id] = pet
    return pet


@app.get("/pets/{pet_id}", responses={404: {"description": "No such pet"}})
def get_pet(pet_id: Annotated[int, Path(ge=1)]) -> Pet:
    if pet_id not in PETS:
        raise HTTPException(status_code=404, detail="no such pet")
    return PETS[pet_id]


@app.get("/pets")
def list_pets(
    species: Annotated[Optional[list[Species]], Query()] = None,
    limit: Annotated[int, Query(ge=1, le=100)] = 20,
    name_prefix: Annotated[Optional[str], Query(alias="name-prefix")] = None,
) -> list[Pet]:
    pets = [p for p in PETS.values() if (not species or p.species in species) and (not name_prefix or p.name.startswith(name_prefix))]
    return pets[:limit]


@app.get("/echo/{rest:path}")
def echo(
    rest: str,
    q: Optional[str] = None,
    ids: Annotated[Optional[list[int]], Query()] = None,
    when: Optional[datetime] = None,
    flag: Optional[bool] = None,
    x_request_id: Annotated[Optional[str], Header()] = None,
    session: Annotated[Optional[str], Cookie()] = None,
) -> Echo:
    query: dict[str, Union[str, list[str]]] = {}
    if q is not None:
        query["q"] = q
    if ids is not None:
        query["ids"] = [str(i) for i in ids]
    if when is not None:
        query["when"] = when.isoformat()
    if flag is not None:
        query["flag"] = str(flag)
    return Echo(path=rest, query=query, headers={"x-request-id": x_request_id} if x_request_id else {},
                cookies={"session": session} if session else {})


@app.post("/login")
def login(username: Annotated[str, Form()], password: Annotated[str, Form()], remember: Annotated[bool, Form()] = False) -> dict[str, str]:
    return {"user": username, "password": password, "remember": str(remember)}


@app.post("/upload")
async def upload(file: Annotated[UploadFile, File()], caption: Annotated[str, Form()],
                 labels: Annotated[list[str], Form()] = []) -> dict[str, Union[str, int, list[str]]]:
    content = await file.read()
    return {"filename": file.filename or "", "content": content.decode(), "content_type": file.content_type or "",
            "caption": caption, "labels": labels}


@app.post("/animals")
def animal(animal: Annotated[Union[Cat, Dog], Body(discriminator="kind")]) -> Union[Cat, Dog]:
    return animal


@app.get("/text", response_class=PlainTextResponse)
def text() -> str:
    return "héllo"


@app.get("/photo", responses={200: {"content": {"image/png": {}}}})
def photo() -> Response:
    return Response(content=b"\x89PNG\r\n\x1a\n", media_type="image/png")


@app.get("/ticks", responses={200: {"content": {"text/event-stream": {"schema": {"$ref": "#/components/schemas/Tick"}}}}})
async def ticks(request: Request):
    """Ticks 1 to 6 (sse-starlette: CRLF line ends, pings): the first connection drops after tick 3;
    one that names the last event resumes after it; one after tick 6 is told to stop (204)."""
    last = request.headers.get("last-event-id")
    LAST_EVENT_IDS.append(last)
    if last == "6":
        return Response(status_code=204)
    start = int(last) + 1 if last else 1

    async def events():
        for n in range(start, 7):
            yield ServerSentEvent(data=json.dumps({"n": n, "text": f"tick {n}\nsecond line"}), id=str(n), event="tick", retry=100)
            await asyncio.sleep(0.05)
            if last is None and n == 3:
                return

    return EventSourceResponse(events(), ping=1)


@app.get("/ticks/connections")
def tick_connections() -> list[Optional[str]]:
    return LAST_EVENT_IDS


@app.get("/tick-schema")
def tick_schema() -> Tick:
    """Makes `Tick` a component of the document (the event stream's schema refers to it)."""
    return Tick(n=0, text="")
