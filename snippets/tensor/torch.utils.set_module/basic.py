import inspect

from torch.utils import set_module


class Box:  # imagine it lives in mylib/_impl/box.py and is re-exported
    pass


def scale(x):
    return 2 * x


print(Box, Box.__module__)
set_module(Box, "mylib")  # the public path readers should see
set_module(scale, "mylib")
print(Box, Box.__module__)
print(inspect.getmodule(scale) is None, scale.__module__)  # not importable here
print(set_module(Box, "mylib"))  # it returns None
