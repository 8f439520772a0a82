#!/usr/bin/env perl
# A spec-first app: Mojolicious::Plugin::OpenAPI reads openapi.yaml, adds a route for each
# operation (named by its operationId), validates each request and response against the
# document, and serves the document at /v1. Each handler answers with what it read.
use Mojolicious::Lite -signatures;
use Mojo::File qw(curfile);

my %pets;
my $next_id = 1;

get '/search/:ids' => sub ($c) {
  $c = $c->openapi->valid_input or return;
  my $in = $c->validation->output;
  my %echo = (ids => $in->{ids}, limit => $in->{limit}, mode => $in->{'X-Mode'});
  $echo{$_} = $in->{$_} for grep { defined $in->{$_} } qw(tags sizes colors words ratio since in_stock q);
  $echo{request_id} = $in->{'X-Request-ID'} if defined $in->{'X-Request-ID'};
  # The plugin neither reads nor checks cookie parameters, nor a deepObject's items (it asks the
  # query for `price`, where they are `price[min]`): the app reads its own.
  $echo{session} = $c->cookie('session') if defined $c->cookie('session');
  for my $name (@{$c->req->url->query->names}) {
    next unless $name =~ /^price\[(min|max|currency)\]$/;
    my $value = $c->req->url->query->param($name);
    $echo{price}{$1} = $1 eq 'currency' ? $value : 0 + $value;
  }
  my $count = 0;
  $count += ref $echo{$_} eq 'ARRAY' ? @{$echo{$_}} : ref $echo{$_} eq 'HASH' ? keys %{$echo{$_}} : 1 for keys %echo;
  $c->res->headers->header('X-Result-Count' => $count);
  $c->render(openapi => \%echo);
}, 'search';

get '/pets' => sub ($c) {
  $c = $c->openapi->valid_input or return;
  my $species = $c->validation->output->{species};
  my @found = grep { !defined $species || $_->{species} eq $species } map { $pets{$_} } sort { $a <=> $b } keys %pets;
  $c->render(openapi => \@found);
}, 'listPets';

post '/pets' => sub ($c) {
  $c = $c->openapi->valid_input or return;
  my $pet = {%{$c->req->json}, id => $next_id++};
  $pets{$pet->{id}} = $pet;
  $c->res->headers->location("/v1/pets/$pet->{id}");
  $c->render(openapi => $pet, status => 201);
}, 'createPet';

get '/pets/:pet_id' => sub ($c) {
  $c = $c->openapi->valid_input or return;
  my $pet = $pets{$c->validation->output->{pet_id}} or return $c->render(openapi => missing($c), status => 404);
  $c->render(openapi => $pet);
}, 'getPet';

patch '/pets/:pet_id' => sub ($c) {
  $c = $c->openapi->valid_input or return;
  my $pet = $pets{$c->validation->output->{pet_id}} or return $c->render(openapi => missing($c), status => 404);
  my $changes = $c->req->json;
  for my $key (keys %$changes) {
    # JSON `null` clears a nullable field.
    if (defined $changes->{$key}) { $pet->{$key} = $changes->{$key} } else { delete $pet->{$key} }
  }
  $c->render(openapi => $pet);
}, 'updatePet';

del '/pets/:pet_id' => sub ($c) {
  $c = $c->openapi->valid_input or return;
  delete $pets{$c->validation->output->{pet_id}} or return $c->render(openapi => missing($c), status => 404);
  $c->rendered(204);
}, 'deletePet';

post '/forms' => sub ($c) {
  $c = $c->openapi->valid_input or return;
  my %echo = (name => $c->param('name'), count => 0 + $c->param('count'));
  $echo{agree} = $c->param('agree') eq 'true' ? Mojo::JSON::true : Mojo::JSON::false if defined $c->param('agree');
  my $tags = $c->every_param('tags');
  $echo{tags} = $tags if @$tags;
  $c->render(openapi => \%echo);
}, 'submitForm';

post '/uploads' => sub ($c) {
  $c = $c->openapi->valid_input or return;
  my $file = $c->req->upload('file');
  my %echo = (filename => $file->filename, size => $file->size, content_type => $file->headers->content_type);
  $echo{caption} = $c->param('caption') if defined $c->param('caption');
  my $labels = $c->every_param('labels');
  $echo{labels} = $labels if @$labels;
  $c->render(openapi => \%echo);
}, 'upload';

get '/me' => sub ($c) {
  $c = $c->openapi->valid_input or return;
  $c->render(openapi => {subject => $c->stash('subject'), scheme => $c->stash('scheme')});
}, 'whoAmI';

sub missing ($c) {
  return {errors => [{message => 'No pet ' . $c->validation->output->{pet_id} . '.', path => '/pet_id'}], status => 404};
}

plugin OpenAPI => {
  url      => curfile->sibling('openapi.yaml')->to_string,
  security => {
    bearer => sub ($c, $definition, $scopes, $cb) {
      return $c->$cb('Missing bearer token.') unless ($c->req->headers->authorization // '') eq 'Bearer s3cret-token';
      $c->stash(subject => 'bearer-user', scheme => 'bearer');
      return $c->$cb;
    },
    apiKey => sub ($c, $definition, $scopes, $cb) {
      return $c->$cb('Missing API key.') unless ($c->req->headers->header('X-API-Key') // '') eq 'k3y';
      $c->stash(subject => 'key-user', scheme => 'apiKey');
      return $c->$cb;
    },
  },
};
app->start;
