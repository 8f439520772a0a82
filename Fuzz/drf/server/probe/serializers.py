from rest_framework import serializers

from .models import Owner, Pet


class PetSerializer(serializers.ModelSerializer):
    owner_name = serializers.CharField(source="owner.name", read_only=True, allow_null=True)
    nickname = serializers.CharField(write_only=True, required=False, max_length=12)

    class Meta:
        model = Pet
        fields = [
            "id", "tag", "name", "nickname", "species", "temper", "size", "weight_kg", "born_on",
            "is_vaccinated", "extra", "photo", "owner", "owner_name", "created_at",
        ]
        read_only_fields = ["photo"]

    def create(self, validated_data):
        validated_data.pop("nickname", None)
        return super().create(validated_data)

    def update(self, instance, validated_data):
        validated_data.pop("nickname", None)
        return super().update(instance, validated_data)


class PhotoSerializer(serializers.Serializer):
    photo = serializers.FileField()
    caption = serializers.CharField(required=False, max_length=30)


class OwnerSerializer(serializers.ModelSerializer):
    pets = PetSerializer(many=True, read_only=True)

    class Meta:
        model = Owner
        fields = ["id", "name", "email", "pets"]


class StatsSerializer(serializers.Serializer):
    count = serializers.IntegerField()
    by_species = serializers.DictField(child=serializers.IntegerField())
    heaviest = PetSerializer(allow_null=True)


class EchoSerializer(serializers.Serializer):
    """What the server read of a request, for the probe to compare with what it sent."""
    method = serializers.CharField()
    query = serializers.DictField(child=serializers.ListField(child=serializers.CharField()))
    user = serializers.CharField(allow_null=True)
