from django.db.models import Count
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import permissions, viewsets
from rest_framework.decorators import action
from rest_framework.parsers import MultiPartParser
from rest_framework.response import Response
from rest_framework.views import APIView

from .models import Owner, Pet
from .serializers import EchoSerializer, OwnerSerializer, PetSerializer, PhotoSerializer, StatsSerializer


class PetViewSet(viewsets.ModelViewSet):
    queryset = Pet.objects.all()
    serializer_class = PetSerializer

    @extend_schema(
        parameters=[
            OpenApiParameter("species", enum=[c for c, _ in Pet.Species.choices], description="Only pets of this species."),
            OpenApiParameter("born_after", OpenApiTypes.DATE),
            OpenApiParameter("ids", OpenApiTypes.INT, many=True, explode=False, description="Only these pets."),
        ]
    )
    def list(self, request, *args, **kwargs):
        return super().list(request, *args, **kwargs)

    def get_queryset(self):
        pets = super().get_queryset()
        query = self.request.query_params
        if species := query.get("species"):
            pets = pets.filter(species=species)
        if born_after := query.get("born_after"):
            pets = pets.filter(born_on__gt=born_after)
        if ids := query.get("ids"):
            pets = pets.filter(id__in=[int(item) for item in ids.split(",")])
        return pets

    @extend_schema(request=PhotoSerializer, responses=PetSerializer)
    @action(detail=True, methods=["post"], parser_classes=[MultiPartParser])
    def photo(self, request, pk=None):
        pet = self.get_object()
        upload = PhotoSerializer(data=request.data)
        upload.is_valid(raise_exception=True)
        pet.photo.save(upload.validated_data["photo"].name, upload.validated_data["photo"])
        return Response(PetSerializer(pet, context={"request": request}).data)

    @extend_schema(responses=StatsSerializer)
    @action(detail=False, methods=["get"], pagination_class=None)
    def stats(self, request):
        pets = Pet.objects.all()
        by_species = {row["species"]: row["n"] for row in pets.values("species").annotate(n=Count("id"))}
        heaviest = pets.order_by("-weight_kg").first()
        return Response({
            "count": pets.count(),
            "by_species": by_species,
            "heaviest": PetSerializer(heaviest, context={"request": request}).data if heaviest else None,
        })


class OwnerViewSet(viewsets.ModelViewSet):
    queryset = Owner.objects.order_by("id")
    serializer_class = OwnerSerializer


class WhoAmIView(APIView):
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(responses=EchoSerializer, parameters=[OpenApiParameter("tag", str, many=True)])
    def get(self, request):
        return Response({
            "method": request.method,
            "query": {key: request.query_params.getlist(key) for key in request.query_params},
            "user": request.user.username,
        })
