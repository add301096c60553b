"""User errors: printed as one line by the CLI, never as a traceback."""


class UserError(Exception):
    """A problem the user can fix; its message is the whole story."""
