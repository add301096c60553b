import torch
from torch.autograd.graph import set_warn_on_accumulate_grad_stream_mismatch

try:
    # Written like set_grad_enabled / set_detect_anomaly, but it returns None
    with set_warn_on_accumulate_grad_stream_mismatch(False):
        pass
except TypeError as err:
    print(err)

# The call inside the failed with statement has already switched it off
print(torch._C._warn_on_accumulate_grad_stream_mismatch())
