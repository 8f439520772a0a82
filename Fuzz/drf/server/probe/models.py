"""Models with the field kinds drf-spectacular writes in its own ways: choices (with blank and
null allowed), decimals, dates, UUIDs, JSON, files, and a foreign key."""
import uuid

from django.db import models


class Owner(models.Model):
    name = models.CharField(max_length=40)
    email = models.EmailField(blank=True)


class Pet(models.Model):
    class Species(models.TextChoices):
        DOG = "dog"
        CAT = "cat"
        BIRD = "bird"

    class Temper(models.TextChoices):
        CALM = "calm"
        WILD = "wild"

    class Size(models.IntegerChoices):
        SMALL = 1
        LARGE = 2

    tag = models.UUIDField(default=uuid.uuid4, editable=False)
    name = models.CharField(max_length=20)
    species = models.CharField(max_length=10, choices=Species.choices)
    temper = models.CharField(max_length=10, choices=Temper.choices, blank=True)
    size = models.IntegerField(choices=Size.choices, null=True, blank=True)
    weight_kg = models.DecimalField(max_digits=5, decimal_places=2)
    born_on = models.DateField(null=True, blank=True)
    is_vaccinated = models.BooleanField(default=False)
    extra = models.JSONField(default=dict, blank=True)
    photo = models.FileField(upload_to="photos", null=True, blank=True)
    owner = models.ForeignKey(Owner, null=True, blank=True, on_delete=models.SET_NULL, related_name="pets")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["id"]
