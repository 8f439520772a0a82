"""A flask-smorest app set up the way teams set one up for generated clients.

marshmallow schemas with validators (lengths, ranges, choices, patterns, e-mail and URL
fields), `dump_only` and `load_only` fields, a field allowed to be null, a partial schema for
PATCH, flask-smorest's pagination (`page`, `page_size`, and an `X-Pagination` header holding
JSON), ETags (`If-Match` required on PUT), `abort` with flask-smorest's error body, query,
header, cookie and form arguments, and a multipart upload.
"""

import enum
import uuid
from datetime import date, datetime, timezone

from flask import Flask
from flask.views import MethodView
import marshmallow as ma
from flask_smorest import Api, Blueprint, Page, abort
from flask_smorest.fields import Upload

app = Flask(__name__)
app.config.update(
    API_TITLE="Smorest Pets",
    API_VERSION="1.0.0",
    OPENAPI_VERSION="3.0.3",
    OPENAPI_URL_PREFIX="/",
    OPENAPI_JSON_PATH="openapi.json",
    ETAG_ENABLED=True,
)
api = Api(app)


class Species(enum.Enum):
    DOG = "dog"
    CAT = "cat"
    GUINEA_PIG = "guinea pig"


class TagSchema(ma.Schema):
    name = ma.fields.String(required=True, validate=ma.validate.Length(min=1, max=20))


class PetSchema(ma.Schema):
    id = ma.fields.Integer(dump_only=True)
    name = ma.fields.String(required=True, validate=ma.validate.Length(min=1, max=40))
    species = ma.fields.Enum(Species, by_value=True, required=True)
    birth_date = ma.fields.Date(allow_none=True)
    weight_kg = ma.fields.Float(validate=ma.validate.Range(min=0, max=200, min_inclusive=False))
    chip_code = ma.fields.String(validate=ma.validate.Regexp(r"^[0-9]{3}-[0-9]{4}$"), allow_none=True)
    owner_email = ma.fields.Email()
    tags = ma.fields.List(ma.fields.Nested(TagSchema), validate=ma.validate.Length(max=5))
    created_at = ma.fields.DateTime(dump_only=True)
    secret_note = ma.fields.String(load_only=True)
    color = ma.fields.String(validate=ma.validate.OneOf(["black", "white", "brown"]))


class PetQueryArgsSchema(ma.Schema):
    species = ma.fields.Enum(Species, by_value=True)
    name_contains = ma.fields.String()
    tag = ma.fields.List(ma.fields.String())


class RequestIdSchema(ma.Schema):
    x_request_id = ma.fields.String(data_key="X-Request-Id", required=True)


class SessionCookieSchema(ma.Schema):
    session = ma.fields.String(required=True)


class AdoptionFormSchema(ma.Schema):
    adopter = ma.fields.String(required=True, validate=ma.validate.Length(min=2))
    visits = ma.fields.Integer(validate=ma.validate.Range(min=0, max=10))


class AdoptionSchema(ma.Schema):
    pet_id = ma.fields.Integer(required=True)
    adopter = ma.fields.String(required=True)
    visits = ma.fields.Integer(required=True)


class PhotoFormSchema(ma.Schema):
    photo = Upload(required=True)


class PhotoSchema(ma.Schema):
    pet_id = ma.fields.Integer(required=True)
    file_name = ma.fields.String(required=True)
    size = ma.fields.Integer(required=True)
    text = ma.fields.String(required=True)


class OwnerSchema(ma.Schema):
    id = ma.fields.UUID(required=True)
    name = ma.fields.String(required=True)
    homepage = ma.fields.Url(allow_none=True)
    pets_by_species = ma.fields.Dict(keys=ma.fields.String(), values=ma.fields.Integer())


pets = {}
next_id = [1]
OWNER_ID = uuid.UUID("7b1d3c62-8a39-4b8e-9c1e-2f6d5a4b3c21")

pets_blp = Blueprint("pets", __name__, url_prefix="/pets", description="Pets in the shop")
owners_blp = Blueprint("owners", __name__, url_prefix="/owners", description="Pet owners")


def find_pet(pet_id):
    pet = pets.get(pet_id)
    if pet is None:
        abort(404, message=f"Pet {pet_id} not found.")
    return pet


@pets_blp.route("/")
class Pets(MethodView):
    @pets_blp.arguments(PetQueryArgsSchema, location="query")
    @pets_blp.response(200, PetSchema(many=True))
    @pets_blp.paginate(Page)
    def get(self, args):
        """List pets

        Pets in the order they were added, filtered by species, a part of the name or a tag.
        """
        found = [pet for pet in pets.values()
                 if (args.get("species") is None or pet["species"] == args["species"])
                 and args.get("name_contains", "") in pet["name"]
                 and all(tag in [t["name"] for t in pet.get("tags", [])] for tag in args.get("tag", []))]
        return found

    @pets_blp.arguments(PetSchema)
    @pets_blp.response(201, PetSchema)
    def post(self, new_pet):
        """Add a pet"""
        new_pet["id"] = next_id[0]
        new_pet["created_at"] = datetime(2026, 11, 29, 12, 30, 15, 250000, tzinfo=timezone.utc)
        next_id[0] += 1
        pets[new_pet["id"]] = new_pet
        return new_pet


@pets_blp.route("/<int:pet_id>")
class PetById(MethodView):
    @pets_blp.etag
    @pets_blp.response(200, PetSchema)
    @pets_blp.alt_response(404, description="No pet has this ID")
    def get(self, pet_id):
        """Get a pet by its ID"""
        return find_pet(pet_id)

    @pets_blp.etag
    @pets_blp.arguments(PetSchema)
    @pets_blp.response(200, PetSchema)
    @pets_blp.alt_response(404, description="No pet has this ID")
    def put(self, update, pet_id):
        """Replace a pet

        The `If-Match` header must hold the ETag of the pet as last read.
        """
        pet = find_pet(pet_id)
        pets_blp.check_etag(pet, PetSchema)
        update["id"] = pet_id
        update["created_at"] = pet["created_at"]
        pets[pet_id] = update
        return update

    @pets_blp.arguments(PetSchema(partial=True))
    @pets_blp.response(200, PetSchema)
    @pets_blp.alt_response(404, description="No pet has this ID")
    def patch(self, changes, pet_id):
        """Change some of a pet's fields"""
        pet = find_pet(pet_id)
        pet.update(changes)
        return pet

    @pets_blp.response(204)
    @pets_blp.alt_response(404, description="No pet has this ID")
    def delete(self, pet_id):
        """Remove a pet"""
        find_pet(pet_id)
        del pets[pet_id]


@pets_blp.route("/<int:pet_id>/adoptions", methods=["POST"])
@pets_blp.arguments(AdoptionFormSchema, location="form")
@pets_blp.arguments(RequestIdSchema, location="headers", as_kwargs=True)
@pets_blp.arguments(SessionCookieSchema, location="cookies", as_kwargs=True)
@pets_blp.response(201, AdoptionSchema)
def adopt(form, pet_id, x_request_id, session):
    """Adopt a pet (a form, with a request ID header and a session cookie)"""
    find_pet(pet_id)
    if session != "s3ss10n":
        abort(403, message="Unknown session.")
    return {"pet_id": pet_id, "adopter": f"{form['adopter']} ({x_request_id})", "visits": form.get("visits", 0)}


@pets_blp.route("/<int:pet_id>/photo", methods=["POST"])
@pets_blp.arguments(PhotoFormSchema, location="files")
@pets_blp.response(201, PhotoSchema)
def upload_photo(files, pet_id):
    """Upload a pet's photo"""
    find_pet(pet_id)
    photo = files["photo"]
    data = photo.read()
    return {"pet_id": pet_id, "file_name": photo.filename, "size": len(data),
            "text": data.decode("utf-8", "replace")}


@owners_blp.route("/<uuid:owner_id>")
@owners_blp.response(200, OwnerSchema)
def get_owner(owner_id):
    """Get an owner"""
    if owner_id != OWNER_ID:
        abort(404, message="No such owner.")
    return {"id": OWNER_ID, "name": "Ada", "homepage": None, "pets_by_species": {"dog": 2, "cat": 1}}


api.register_blueprint(pets_blp)
api.register_blueprint(owners_blp)
