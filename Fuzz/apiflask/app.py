"""An APIFlask app set up the way teams set one up for generated clients.

Schemas with validators, a query schema with a page and its size, APIFlask's pagination object
in the body (`pagination_builder`), `abort` with its `HTTPError` body, its `ValidationError` body
(whose document writes "any key" as `<location>` and `<field_name>`), and a file upload.
"""

from apiflask import APIFlask, Schema, abort, PaginationSchema, pagination_builder
from apiflask.fields import Integer, String, List, Nested, Date, File
from apiflask.validators import Length, OneOf, Range, Regexp

app = APIFlask(__name__, title="APIFlask Pets", version="1.0.0")


class TagIn(Schema):
    name = String(required=True, validate=Length(1, 20))


class PetIn(Schema):
    name = String(required=True, validate=Length(1, 40))
    species = String(required=True, validate=OneOf(["dog", "cat", "guinea pig"]))
    birth_date = Date()
    weight_kg = Integer(validate=Range(min=1, max=200))
    chip_code = String(validate=Regexp(r"^[0-9]{3}-[0-9]{4}$"))
    tags = List(Nested(TagIn))


class PetOut(PetIn):
    id = Integer()


class PetQuery(Schema):
    page = Integer(load_default=1)
    per_page = Integer(load_default=2, validate=Range(max=30))
    species = String(validate=OneOf(["dog", "cat", "guinea pig"]))


class PetsOut(Schema):
    pets = List(Nested(PetOut))
    pagination = Nested(PaginationSchema)


class PhotoIn(Schema):
    photo = File(required=True)


class PhotoOut(Schema):
    file_name = String(required=True)
    size = Integer(required=True)


pets = {}


@app.get("/pets")
@app.input(PetQuery, location="query")
@app.output(PetsOut)
def list_pets(query_data):
    """List pets"""
    found = [p for p in pets.values() if query_data.get("species") in (None, p["species"])]
    page, per_page = query_data["page"], query_data["per_page"]
    items = found[(page - 1) * per_page: page * per_page]

    class Page:
        pass
    pager = Page()
    pager.page, pager.per_page, pager.total = page, per_page, len(found)
    pager.pages = max(1, -(-len(found) // per_page))
    pager.has_next, pager.has_prev = page < pager.pages, page > 1
    pager.next_num = page + 1 if pager.has_next else None
    pager.prev_num = page - 1 if pager.has_prev else None
    return {"pets": items, "pagination": pagination_builder(pager)}


@app.post("/pets")
@app.input(PetIn)
@app.output(PetOut, status_code=201)
def create_pet(json_data):
    """Add a pet"""
    json_data["id"] = len(pets) + 1
    pets[json_data["id"]] = json_data
    return json_data


@app.get("/pets/<int:pet_id>")
@app.output(PetOut)
@app.doc(responses=[404])
def get_pet(pet_id):
    """Get a pet"""
    if pet_id not in pets:
        abort(404, "No such pet.")
    return pets[pet_id]


@app.post("/pets/<int:pet_id>/photo")
@app.input(PhotoIn, location="files")
@app.output(PhotoOut, status_code=201)
def upload_photo(pet_id, files_data):
    """Upload a photo"""
    if pet_id not in pets:
        abort(404, "No such pet.")
    photo = files_data["photo"]
    return {"file_name": photo.filename, "size": len(photo.read())}
