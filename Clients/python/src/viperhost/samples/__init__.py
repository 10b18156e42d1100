"""Sample plugins."""
