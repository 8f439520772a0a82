"""A Litestar app set up the way teams set one up for generated clients, for Fuzz/litestar/run.

msgspec structs with constraints, a PATCH that tells a field left out from a field set to null
(msgspec's UNSET), offset pagination, DTOs that leave fields out and rename them, a guard that
asks for an API key, a form, a multipart upload, path, query, header and cookie parameters, and
Litestar's error bodies (`status_code`, `detail`, `extra`). Each handler answers what it read.
"""
from __future__ import annotations

import datetime as dt
import enum
import uuid
from dataclasses import dataclass
from typing import Annotated, Optional

import msgspec
from litestar import Controller, Litestar, Request, delete, get, patch, post
from litestar.connection import ASGIConnection
from litestar.datastructures import UploadFile
from litestar.dto import DataclassDTO, DTOConfig, DTOData
from litestar.enums import RequestEncodingType
from litestar.exceptions import NotAuthorizedException, NotFoundException
from litestar.handlers.base import BaseRouteHandler
from litestar.openapi.config import OpenAPIConfig
from litestar.openapi.spec import Components, SecurityScheme
from litestar.pagination import OffsetPagination
from litestar.params import Body, Parameter

API_KEY = "k3y: 1=x"


class Species(str, enum.Enum):
    DOG = "dog"
    CAT = "cat"
    GUINEA_PIG = "guinea pig"


Name = Annotated[str, msgspec.Meta(min_length=1, max_length=40, pattern=r"^[A-Za-z][A-Za-z ]*$")]
Weight = Annotated[float, msgspec.Meta(gt=0, le=200)]


class Pet(msgspec.Struct):
    id: int
    name: Name
    species: Species
    birth_date: Optional[dt.date] = None
    tag_ids: list[int] = []
    weight_kg: Optional[Weight] = None
    seen_at: Optional[dt.datetime] = None


class NewPet(msgspec.Struct):
    name: Name
    species: Species
    birth_date: Optional[dt.date] = None
    tag_ids: Annotated[list[int], msgspec.Meta(max_length=3)] = []
    weight_kg: Optional[Weight] = None
    seen_at: Optional[dt.datetime] = None


class PetUpdate(msgspec.Struct):
    name: Name | msgspec.UnsetType = msgspec.UNSET
    weight_kg: Optional[Weight] | msgspec.UnsetType = msgspec.UNSET
    birth_date: Optional[dt.date] | msgspec.UnsetType = msgspec.UNSET


@dataclass
class Owner:
    id: uuid.UUID
    full_name: str
    created_at: dt.datetime
    password_hash: str = ""


class OwnerWriteDTO(DataclassDTO[Owner]):
    config = DTOConfig(exclude={"id", "created_at", "password_hash"})


class OwnerReadDTO(DataclassDTO[Owner]):
    config = DTOConfig(exclude={"password_hash"}, rename_strategy="camel")


@dataclass
class Upload:
    title: str
    photo: UploadFile


class Search(msgspec.Struct):
    name_prefix: str
    limit: int = 10


PETS: dict[int, Pet] = {}
OWNERS: dict[uuid.UUID, Owner] = {}


def require_key(connection: ASGIConnection, _: BaseRouteHandler) -> None:
    if connection.headers.get("x-api-key") != API_KEY:
        raise NotAuthorizedException("a wrong or missing X-API-Key")


def found(pet_id: int) -> Pet:
    if pet_id not in PETS:
        raise NotFoundException(f"no pet {pet_id}")
    return PETS[pet_id]


class PetController(Controller):
    path = "/pets"
    tags = ["pets"]

    @get("/", summary="List pets")
    async def list_pets(
        self,
        species: Optional[Species] = None,
        limit: Annotated[int, Parameter(ge=1, le=50)] = 10,
        offset: Annotated[int, Parameter(ge=0)] = 0,
    ) -> OffsetPagination[Pet]:
        items = [p for p in sorted(PETS.values(), key=lambda p: p.id) if species is None or p.species == species]
        return OffsetPagination(items=items[offset : offset + limit], limit=limit, offset=offset, total=len(items))

    @post("/", guards=[require_key], security=[{"apiKey": []}])
    async def create_pet(self, data: NewPet) -> Pet:
        pet = Pet(id=max(PETS, default=0) + 1, **msgspec.structs.asdict(data))
        PETS[pet.id] = pet
        return pet

    @get("/{pet_id:int}", raises=[NotFoundException])
    async def get_pet(self, pet_id: int) -> Pet:
        return found(pet_id)

    @patch("/{pet_id:int}", raises=[NotFoundException])
    async def update_pet(self, pet_id: int, data: PetUpdate) -> Pet:
        changes = {k: v for k, v in msgspec.structs.asdict(data).items() if v is not msgspec.UNSET}
        PETS[pet_id] = msgspec.structs.replace(found(pet_id), **changes)
        return PETS[pet_id]

    @delete("/{pet_id:int}", raises=[NotFoundException])
    async def delete_pet(self, pet_id: int) -> None:
        found(pet_id)
        del PETS[pet_id]

    @post("/search")
    async def search_pets(self, data: Annotated[Search, Body(media_type=RequestEncodingType.URL_ENCODED)]) -> list[Pet]:
        return [p for p in PETS.values() if p.name.startswith(data.name_prefix)][: data.limit]

    @post("/{pet_id:int}/photo", raises=[NotFoundException])
    async def upload_photo(
        self, pet_id: int, data: Annotated[Upload, Body(media_type=RequestEncodingType.MULTI_PART)]
    ) -> dict[str, str | int]:
        found(pet_id)
        content = await data.photo.read()
        return {"title": data.title, "filename": data.photo.filename, "content_type": data.photo.content_type, "size": len(content)}


@post("/owners", dto=OwnerWriteDTO, return_dto=OwnerReadDTO)
async def create_owner(data: DTOData[Owner]) -> Owner:
    owner = data.create_instance(id=uuid.uuid4(), created_at=dt.datetime.now(dt.timezone.utc), password_hash="x")
    OWNERS[owner.id] = owner
    return owner


@get("/owners/{owner_id:uuid}", return_dto=OwnerReadDTO, raises=[NotFoundException])
async def get_owner(owner_id: uuid.UUID) -> Owner:
    if owner_id not in OWNERS:
        raise NotFoundException(f"no owner {owner_id}")
    return OWNERS[owner_id]


@get("/echo/{day:date}")
async def echo(
    request: Request,
    day: dt.date,
    tags: Optional[list[str]] = None,
    request_id: Annotated[Optional[str], Parameter(header="X-Request-Id")] = None,
    session: Annotated[Optional[str], Parameter(cookie="session")] = None,
) -> dict[str, object]:
    return {"day": day.isoformat(), "tags": tags, "request_id": request_id, "session": session, "query": request.url.query}


app = Litestar(
    route_handlers=[PetController, create_owner, get_owner, echo],
    openapi_config=OpenAPIConfig(
        title="Litestar probe",
        version="1.0.0",
        components=Components(
            security_schemes={"apiKey": SecurityScheme(type="apiKey", name="X-API-Key", security_scheme_in="header")}
        ),
    ),
)
