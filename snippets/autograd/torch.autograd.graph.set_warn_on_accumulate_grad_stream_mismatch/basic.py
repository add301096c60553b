import torch
from torch.autograd.graph import set_warn_on_accumulate_grad_stream_mismatch

warns = torch._C._warn_on_accumulate_grad_stream_mismatch  # the flag it sets
print("initial:", warns())

# Process-wide and not scoped: switch it off, and back on yourself
set_warn_on_accumulate_grad_stream_mismatch(False)
print("after False:", warns())
set_warn_on_accumulate_grad_stream_mismatch(True)
print("after True:", warns())
