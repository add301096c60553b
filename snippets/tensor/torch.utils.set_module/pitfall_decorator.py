from torch.utils import set_module


# Written like numpy's @set_module("numpy") decorator factory
@set_module("mylib")
def scale(x):
    return 2 * x
