import torch
from torch.autograd.graph import set_override_stale_capture_stream

overrides = torch._C._override_stale_capture_stream  # the flag it sets
print("initial:", overrides())

# Process-wide; on a machine without CUDA graphs it is only stored
set_override_stale_capture_stream(True)
print("after True:", overrides())
set_override_stale_capture_stream(False)
print("after False:", overrides())
