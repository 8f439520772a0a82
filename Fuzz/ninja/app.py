"""A Django Ninja app set up the way teams set one up for generated clients.

Schemas with constraints, an enum with a space, dates and date-times; a filter schema in the
query; pages by `page` (and `page_size`) and by `limit` and `offset`; a PATCH through `PatchDict`;
an API key; responses of several statuses with a message body; a form; a multipart upload; and a
UUID in the path. Settings are in this file, and the pets are kept in memory.
"""

import enum
import uuid
from datetime import date, datetime, timezone
from typing import List, Optional

import django
from django.conf import settings

settings.configure(
    DEBUG=False,
    SECRET_KEY="probe",
    ALLOWED_HOSTS=["*"],
    ROOT_URLCONF=__name__,
    INSTALLED_APPS=["django.contrib.contenttypes", "django.contrib.auth"],
    DATABASES={},
)
django.setup()

from django.urls import path  # noqa: E402
from django.core.asgi import get_asgi_application  # noqa: E402
from ninja import Field, File, Form, NinjaAPI, PatchDict, Query, Router, Schema, UploadedFile  # noqa: E402
from ninja.errors import HttpError  # noqa: E402
from ninja.pagination import PageNumberPagination, LimitOffsetPagination, paginate  # noqa: E402
from ninja.security import APIKeyHeader  # noqa: E402


class ApiKey(APIKeyHeader):
    param_name = "X-API-Key"

    def authenticate(self, request, key):
        return key if key == "k3y" else None


api = NinjaAPI(title="Ninja Pets", version="1.0.0")


class Species(str, enum.Enum):
    dog = "dog"
    cat = "cat"
    guinea_pig = "guinea pig"


class TagIn(Schema):
    name: str = Field(..., min_length=1, max_length=20)


class PetIn(Schema):
    name: str = Field(..., min_length=1, max_length=40)
    species: Species
    birth_date: Optional[date] = None
    weight_kg: Optional[float] = Field(None, gt=0, le=200)
    tags: List[TagIn] = []


class PetOut(Schema):
    id: int
    name: str
    species: Species
    birth_date: Optional[date] = None
    weight_kg: Optional[float] = None
    tags: List[TagIn]
    created_at: datetime


class Message(Schema):
    message: str


class PetFilter(Schema):
    species: Optional[Species] = None
    name_contains: Optional[str] = None


class Adoption(Schema):
    pet_id: int
    adopter: str
    visits: int


class PhotoOut(Schema):
    pet_id: int
    name: str
    size: int
    caption: str


class Owner(Schema):
    id: uuid.UUID
    name: str
    homepage: Optional[str] = None


pets = {}
next_id = [1]
OWNER_ID = uuid.UUID("7b1d3c62-8a39-4b8e-9c1e-2f6d5a4b3c21")

router = Router(tags=["pets"])


def find(pet_id):
    pet = pets.get(pet_id)
    if pet is None:
        raise HttpError(404, f"Pet {pet_id} not found.")
    return pet


@router.get("/", response=List[PetOut])
@paginate(PageNumberPagination, page_size=2)
def list_pets(request, filters: Query[PetFilter]):
    """List pets, oldest first."""
    return [p for p in pets.values()
            if (filters.species is None or p["species"] == filters.species)
            and (filters.name_contains or "") in p["name"]]


@router.get("/window", response=List[PetOut])
@paginate(LimitOffsetPagination)
def window_pets(request):
    """Pets by limit and offset."""
    return list(pets.values())


@router.post("/", response={201: PetOut}, auth=ApiKey())
def create_pet(request, payload: PetIn):
    pet = payload.dict()
    pet["id"] = next_id[0]
    pet["created_at"] = datetime(2026, 11, 29, 12, 30, 15, 250000, tzinfo=timezone.utc)
    next_id[0] += 1
    pets[pet["id"]] = pet
    return 201, pet


@router.get("/{pet_id}", response={200: PetOut, 404: Message})
def get_pet(request, pet_id: int):
    pet = pets.get(pet_id)
    if pet is None:
        return 404, {"message": f"Pet {pet_id} not found."}
    return pet


@router.patch("/{pet_id}", response={200: PetOut, 404: Message}, auth=ApiKey())
def update_pet(request, pet_id: int, payload: PatchDict[PetIn]):
    pet = pets.get(pet_id)
    if pet is None:
        return 404, {"message": f"Pet {pet_id} not found."}
    pet.update(payload)
    return pet


@router.delete("/{pet_id}", response={204: None, 404: Message}, auth=ApiKey())
def delete_pet(request, pet_id: int):
    if pets.pop(pet_id, None) is None:
        return 404, {"message": f"Pet {pet_id} not found."}
    return 204, None


@router.post("/{pet_id}/adoptions", response={201: Adoption})
def adopt(request, pet_id: int, adopter: Form[str], visits: Form[int] = 0):
    find(pet_id)
    return 201, {"pet_id": pet_id, "adopter": adopter, "visits": visits}


@router.post("/{pet_id}/photo", response=PhotoOut)
def upload_photo(request, pet_id: int, photo: File[UploadedFile], caption: Form[str] = ""):
    find(pet_id)
    data = photo.read()
    return {"pet_id": pet_id, "name": photo.name, "size": len(data), "caption": caption}


owners = Router(tags=["owners"])


@owners.get("/{owner_id}", response={200: Owner, 404: Message})
def get_owner(request, owner_id: uuid.UUID):
    if owner_id != OWNER_ID:
        return 404, {"message": "No such owner."}
    return {"id": OWNER_ID, "name": "Ada", "homepage": None}


api.add_router("/pets", router)
api.add_router("/owners", owners)

urlpatterns = [path("api/", api.urls)]
application = get_asgi_application()
