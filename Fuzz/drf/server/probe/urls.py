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
