#!/usr/bin/perl
# A real harvester (Debian's libhttp-oai-perl) walking the site's OAI-PMH: Identify, then ListRecords in
# oai_dc following every resumptionToken. Arguments: baseURL, then optional name=value pairs (from,
# until, set). Prints one "identifier<TAB>datestamp<TAB>title" line per record; exits 1 with the
# protocol error, or the harvester's own complaint, on stderr. Used by tests/e2e/validators.spec.ts.
use strict;
use warnings;
use HTTP::OAI;

binmode STDOUT, ':encoding(UTF-8)';
my ($base, @pairs) = @ARGV;
die "usage: oaiHarvest.pl baseURL [name=value ...]\n" unless $base;
my %args = map { split /=/, $_, 2 } @pairs;

my $harvester = HTTP::OAI::Harvester->new(baseURL => $base, resume => 1);
my $identify = $harvester->Identify;
die 'Identify: ' . $identify->message . "\n" if $identify->is_error;
die "Identify gives baseURL " . $identify->baseURL . "\n" unless $identify->baseURL eq $base;

my $list = $harvester->ListRecords(
  metadataPrefix => 'oai_dc',
  %args,
  # Called for every record of every page (the harvester follows the resumptionTokens itself).
  onRecord => sub {
    my ($record) = @_;
    my $header = $record->header;
    my ($title) = $record->metadata ? $record->metadata->dom->toString =~ m{<dc:title>([^<]*)</dc:title>} : ();
    printf "%s\t%s\t%s\n", $header->identifier, $header->datestamp, $title // '';
  },
);
die 'ListRecords: ' . $list->message . "\n" if $list->is_error;
