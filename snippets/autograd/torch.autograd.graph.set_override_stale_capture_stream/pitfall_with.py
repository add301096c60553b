import torch
from torch.autograd.graph import set_override_stale_capture_stream

try:
    # Meant to apply to the capture only, but the function returns None
    with set_override_stale_capture_stream(True):
        pass
except TypeError as err:
    print(err)

# The override is on now, for the whole process
print(torch._C._override_stale_capture_stream())
