from django.conf import settings
from django.urls import include, path
from drf_spectacular.views import SpectacularAPIView
from rest_framework.routers import DefaultRouter

from .views import OwnerViewSet, PetViewSet, WhoAmIView

router = DefaultRouter()
router.register("pets", PetViewSet)
router.register("owners", OwnerViewSet)

urlpatterns = [
    path("api/", include(router.urls)),
    path("api/whoami/", WhoAmIView.as_view()),
    path("api/schema/", SpectacularAPIView.as_view(), name="schema"),
]

if "drf_yasg" in settings.INSTALLED_APPS:
    from drf_yasg import openapi
    from drf_yasg.views import get_schema_view

    yasg_view = get_schema_view(openapi.Info(title="Pets", default_version="v1"), public=True)
    urlpatterns.append(path("swagger.json", yasg_view.without_ui(cache_timeout=0), name="yasg"))
