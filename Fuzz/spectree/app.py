"""A Falcon app validated by spectree: pydantic models, as teams write them, whose document spectree
serves at /apidoc/openapi.json. spectree names each model's schema by the model and a hash of its
module (`Pet.3a64a9f`), copies each model another holds under the holder's name
(`PetList.3a64a9f.Pet`, `PetIn.3a64a9f.Species`), and makes operation IDs of the method and path."""
from enum import Enum
from typing import Literal, Optional, Union, Annotated

import falcon
from pydantic import BaseModel, Field
from spectree import Response, SpecTree


class Species(str, Enum):
    cat = "cat"
    dog = "dog"
    guinea_pig = "guinea pig"


class Owner(BaseModel):
    full_name: str = Field(min_length=1, max_length=40)
    email: Optional[str] = None


class PetIn(BaseModel):
    name: str = Field(min_length=1, max_length=20)
    species: Species
    age_years: Optional[int] = Field(None, ge=0, le=40)
    owner: Optional[Owner] = None
    nick_names: list[str] = Field(default_factory=list, max_length=3)


class Pet(PetIn):
    pet_id: int


class PetList(BaseModel):
    items: list[Pet]
    total_count: int


class Query(BaseModel):
    limit: int = Field(10, ge=1, le=50)
    species: Optional[Species] = None


class Problem(BaseModel):
    message: str


class Circle(BaseModel):
    kind: Literal["circle"]
    radius: float = Field(gt=0)


class Square(BaseModel):
    kind: Literal["square"]
    side: float = Field(gt=0)


class Drawing(BaseModel):
    shapes: list[Annotated[Union[Circle, Square], Field(discriminator="kind")]]
    owner: Optional[Owner] = None


api = SpecTree("falcon", title="Spectree Pets", version="1.0.0")
PETS: dict[int, dict] = {}


class PetsResource:
    @api.validate(query=Query, resp=Response(HTTP_200=PetList), tags=["pets"])
    def on_get(self, req, resp):
        """List pets, oldest first."""
        query = req.context.query
        found = [pet for pet in PETS.values() if query.species is None or pet["species"] == query.species.value]
        resp.media = {"items": found[: query.limit], "total_count": len(found)}

    @api.validate(json=PetIn, resp=Response(HTTP_201=Pet, HTTP_409=Problem), tags=["pets"])
    def on_post(self, req, resp):
        body = req.context.json
        if any(pet["name"] == body.name for pet in PETS.values()):
            resp.status = falcon.HTTP_409
            resp.media = {"message": f"A pet named {body.name} exists."}
            return
        pet_id = len(PETS) + 1
        PETS[pet_id] = {**body.model_dump(mode="json"), "pet_id": pet_id}
        resp.status = falcon.HTTP_201
        resp.media = PETS[pet_id]


class PetResource:
    @api.validate(resp=Response(HTTP_200=Pet, HTTP_404=Problem), tags=["pets"])
    def on_get(self, req, resp, pet_id: int):
        """Get a pet"""
        if pet_id not in PETS:
            resp.status = falcon.HTTP_404
            resp.media = {"message": f"No pet {pet_id}."}
            return
        resp.media = PETS[pet_id]

    @api.validate(resp=Response("HTTP_204", HTTP_404=Problem), tags=["pets"])
    def on_delete(self, req, resp, pet_id: int):
        if PETS.pop(pet_id, None) is None:
            resp.status = falcon.HTTP_404
            resp.media = {"message": f"No pet {pet_id}."}
            return
        resp.status = falcon.HTTP_204


class DrawingsResource:
    @api.validate(json=Drawing, resp=Response(HTTP_200=Drawing), tags=["drawings"])
    def on_post(self, req, resp):
        """Answers with the drawing, as spectree read it."""
        resp.media = req.context.json.model_dump(mode="json", exclude_none=True)


app = falcon.App()
app.add_route("/pets", PetsResource())
app.add_route("/pets/{pet_id:int}", PetResource())
app.add_route("/drawings", DrawingsResource())
api.register(app)
