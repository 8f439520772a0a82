"""A Django REST framework app as its users set one up for generated clients: drf-spectacular's
document with request and response components split, the default authentication classes (session,
basic, token), page-number pagination, and the JSON, form and multipart parsers."""
import os

BASE_DIR = os.path.dirname(os.path.abspath(__file__))
SECRET_KEY = "probe-only"
DEBUG = False
ALLOWED_HOSTS = ["127.0.0.1", "localhost"]
ROOT_URLCONF = "probe.urls"
USE_TZ = True
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"
DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.sqlite3",
        "NAME": os.environ.get("PROBE_DB", os.path.join(BASE_DIR, "probe.sqlite3")),
    }
}
MEDIA_URL = "/media/"
MEDIA_ROOT = os.environ.get("PROBE_MEDIA", os.path.join(BASE_DIR, "media"))
INSTALLED_APPS = [
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "rest_framework",
    "rest_framework.authtoken",
    "drf_spectacular",
    "probe",
]
# Fuzz/drf-yasg serves drf-yasg's Swagger 2.0 document of the same app as well, at /swagger.json.
if os.environ.get("PROBE_YASG"):
    INSTALLED_APPS.append("drf_yasg")
MIDDLEWARE = [
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
]
REST_FRAMEWORK = {
    "DEFAULT_SCHEMA_CLASS": "drf_spectacular.openapi.AutoSchema",
    "DEFAULT_AUTHENTICATION_CLASSES": [
        "rest_framework.authentication.SessionAuthentication",
        "rest_framework.authentication.BasicAuthentication",
        "rest_framework.authentication.TokenAuthentication",
    ],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.IsAuthenticatedOrReadOnly"],
    "DEFAULT_PAGINATION_CLASS": "rest_framework.pagination.PageNumberPagination",
    "PAGE_SIZE": 2,
}
SPECTACULAR_SETTINGS = {
    "TITLE": "DRF probe",
    "VERSION": "1.0.0",
    "COMPONENT_SPLIT_REQUEST": True,
}
