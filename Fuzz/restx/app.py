"""A Flask-RESTX app set up the way teams set one up for generated clients.

Models with required fields, patterns, lengths, ranges, enums, read-only fields, nested models
and lists; request parsers for query arguments (a choice, a repeated argument, an integer
range), a header and a form; a file upload; `@api.marshal_with` (which adds the `X-Fields` mask
header) and `@api.expect(validate=True)`; `abort` with Flask-RESTX's `{"message": ...}` body; and
the Swagger 2.0 document it serves at `/swagger.json`.
"""

from datetime import datetime, timezone

from flask import Flask
from flask_restx import Api, Namespace, Resource, abort, fields, reqparse
from werkzeug.datastructures import FileStorage

app = Flask(__name__)
api = Api(app, version="1.0", title="RESTX Pets", description="Pets, served by Flask-RESTX")
ns = Namespace("pets", description="Pets in the shop")
api.add_namespace(ns)

tag = ns.model("Tag", {"name": fields.String(required=True, min_length=1, max_length=20)})
pet = ns.model("Pet", {
    "id": fields.Integer(readonly=True, description="Set by the shop"),
    "name": fields.String(required=True, min_length=1, max_length=40),
    "species": fields.String(required=True, enum=["dog", "cat", "guinea pig"]),
    "chip_code": fields.String(pattern=r"^[0-9]{3}-[0-9]{4}$"),
    "weight_kg": fields.Float(min=0, max=200),
    "birth_date": fields.Date(),
    "created_at": fields.DateTime(readonly=True),
    "tags": fields.List(fields.Nested(tag)),
})

list_args = reqparse.RequestParser()
list_args.add_argument("species", type=str, choices=("dog", "cat", "guinea pig"), location="args")
list_args.add_argument("tag", type=str, action="append", location="args")
list_args.add_argument("limit", type=int, default=10, location="args")
list_args.add_argument("X-Request-Id", type=str, required=True, location="headers")

adopt_args = reqparse.RequestParser()
adopt_args.add_argument("adopter", type=str, required=True, location="form")
adopt_args.add_argument("visits", type=int, location="form")

upload_args = reqparse.RequestParser()
upload_args.add_argument("photo", type=FileStorage, required=True, location="files")

adoption = ns.model("Adoption", {
    "pet_id": fields.Integer(required=True),
    "adopter": fields.String(required=True),
    "visits": fields.Integer(required=True),
    "request_id": fields.String(),
})
photo = ns.model("Photo", {
    "pet_id": fields.Integer(required=True),
    "file_name": fields.String(required=True),
    "size": fields.Integer(required=True),
})

pets = {}
next_id = [1]


def find(pet_id):
    if pet_id not in pets:
        abort(404, f"Pet {pet_id} not found.")
    return pets[pet_id]


@ns.route("/")
class PetList(Resource):
    @ns.expect(list_args)
    @ns.marshal_list_with(pet)
    def get(self):
        """List pets"""
        args = list_args.parse_args()
        found = [p for p in pets.values()
                 if (args["species"] is None or p["species"] == args["species"])
                 and all(t in [x["name"] for x in p.get("tags") or []] for t in args["tag"] or [])]
        return found[: args["limit"]]

    @ns.expect(pet, validate=True)
    @ns.marshal_with(pet, code=201)
    @ns.response(400, "Validation error")
    def post(self):
        """Add a pet"""
        new = dict(api.payload)
        new["id"] = next_id[0]
        new["created_at"] = datetime(2026, 11, 29, 12, 30, 15, 250000, tzinfo=timezone.utc)
        next_id[0] += 1
        pets[new["id"]] = new
        return new, 201


@ns.route("/<int:pet_id>")
@ns.param("pet_id", "The pet's ID")
class PetItem(Resource):
    @ns.marshal_with(pet)
    @ns.response(404, "Pet not found")
    def get(self, pet_id):
        """Get a pet"""
        return find(pet_id)

    @ns.expect(pet, validate=True)
    @ns.marshal_with(pet)
    @ns.response(404, "Pet not found")
    def put(self, pet_id):
        """Replace a pet"""
        old = find(pet_id)
        new = dict(api.payload)
        new["id"] = pet_id
        new["created_at"] = old["created_at"]
        pets[pet_id] = new
        return new

    @ns.response(204, "Pet deleted")
    @ns.response(404, "Pet not found")
    def delete(self, pet_id):
        """Remove a pet"""
        find(pet_id)
        del pets[pet_id]
        return "", 204


@ns.route("/<int:pet_id>/adoptions")
class Adoptions(Resource):
    @ns.expect(adopt_args)
    @ns.marshal_with(adoption, code=201)
    def post(self, pet_id):
        """Adopt a pet"""
        find(pet_id)
        args = adopt_args.parse_args()
        return {"pet_id": pet_id, "adopter": args["adopter"], "visits": args["visits"] or 0}, 201


@ns.route("/<int:pet_id>/photo")
class Photo(Resource):
    @ns.expect(upload_args)
    @ns.marshal_with(photo, code=201)
    def post(self, pet_id):
        """Upload a pet's photo"""
        find(pet_id)
        upload = upload_args.parse_args()["photo"]
        return {"pet_id": pet_id, "file_name": upload.filename, "size": len(upload.read())}, 201
