#!/usr/bin/env python3
"""Django's command line for the probe's app (migrate, the server, and the shell that makes its user)."""
import os
import sys

if __name__ == "__main__":
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "probe.settings")
    from django.core.management import execute_from_command_line

    execute_from_command_line(sys.argv)
