"""A spec-first app: Connexion serves openapi.yaml, validating each request (strictly: no query
item the document does not declare) and each response against it, and routes each operation to
the function of its operationId here. Each answer says what Connexion read, so the probe can check
that the client sent what the document means. Pets are kept in memory (one worker)."""

import datetime

import connexion
from connexion import NoContent, request
from connexion.resolver import RelativeResolver

# Operations that declare both JSON and a problem answer must name the type of each answer.
JSON = "application/json"
pets = {}


def search(ids, limit, tags=None, sizes=None, colors=None, words=None, price=None, since=None,
           in_stock=None, q=None):
    echo = {"ids": ids, "limit": limit, "mode": request.headers["X-Mode"]}
    for key, value in [("tags", tags), ("sizes", sizes), ("colors", colors), ("words", words),
                       ("price", price), ("in_stock", in_stock), ("q", q),
                       ("request_id", request.headers.get("X-Request-ID")),
                       ("session", request.cookies.get("session"))]:
        if value is not None:
            echo[key] = value
    if since is not None:
        # Read back as a moment, so the probe sees the server understood it, not just its text.
        echo["since"] = datetime.datetime.fromisoformat(since).astimezone(datetime.timezone.utc).isoformat()
    return echo, 200, {"Content-Type": JSON, "X-Result-Count": str(len(echo))}


def createPet(body):
    # Connexion does not refuse a read-only property in a request; a strict app does.
    sent = sorted(key for key in ("id", "created_at") if key in body)
    if sent:
        return connexion.problem(400, "Bad Request", f"Read-only properties sent: {', '.join(sent)}.")
    pet_id = len(pets) + 1
    pet = {key: value for key, value in body.items() if key != "microchip"}
    pet["id"] = pet_id
    pet["created_at"] = datetime.datetime(2024, 2, 29, 12, 30, tzinfo=datetime.timezone.utc).isoformat()
    pets[pet_id] = pet
    return pet, 201, {"Content-Type": JSON, "Location": f"/v1/pets/{pet_id}"}


def getPet(pet_id):
    if pet_id not in pets:
        return not_found(pet_id)
    return pets[pet_id], 200, {"Content-Type": JSON}


def updatePet(pet_id, body):
    if pet_id not in pets:
        return not_found(pet_id)
    pet = pets[pet_id]
    for key, value in body.items():
        if value is None:
            pet.pop(key, None)
        else:
            pet[key] = value
    return pet, 200, {"Content-Type": JSON}


def deletePet(pet_id):
    if pets.pop(pet_id, None) is None:
        return not_found(pet_id)
    return NoContent, 204


def echoDrawing(body):
    return body, 200, {"Content-Type": JSON}


def submitForm(body):
    return body, 200, {"Content-Type": JSON}


def upload(file, body):
    # Connexion passes a multipart body's files by name, and its other fields as `body`.
    data = file.read()
    echo = {"filename": file.filename, "size": len(data), "content_type": file.content_type}
    for key in ("caption", "labels"):
        if key in body:
            echo[key] = body[key]
    return echo, 200, {"Content-Type": JSON}


def whoAmI(user, token_info):
    return {"subject": user, "scheme": token_info["scheme"]}, 200, {"Content-Type": JSON}


def check_bearer(token):
    return {"sub": "bearer-user", "scheme": "bearer"} if token == "s3cret-token" else None


def check_api_key(key, required_scopes=None):
    return {"sub": "key-user", "scheme": "apiKey"} if key == "k3y" else None


def not_found(pet_id):
    return connexion.problem(404, "Not Found", f"No pet {pet_id}.")


app = connexion.FlaskApp(__name__, specification_dir=".")
app.add_api("openapi.yaml", strict_validation=True, validate_responses=True, resolver=RelativeResolver("app"))
