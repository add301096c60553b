import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

from torch.profiler import profile

x = torch.randn(4, 4, device=device)
# Old torch.autograd.profiler habit: use_cuda=True
with profile(use_cuda=torch.cuda.is_available()) as prof:
    x @ x
print(any(e.key == "aten::mm" for e in prof.key_averages()))
