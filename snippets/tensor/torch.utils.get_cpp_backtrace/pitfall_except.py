import torch
from torch.utils import get_cpp_backtrace

try:
    torch.ones(2, 3) @ torch.ones(2, 3)
except RuntimeError as err:
    trace = get_cpp_backtrace()  # the stack of *this* line, not of the error
    print(str(err))
    print("check_mm_shapes" in trace)  # the C++ function that raised is not in it
