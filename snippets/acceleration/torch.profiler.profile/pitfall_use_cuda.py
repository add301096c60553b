import torch
from torch.profiler import profile

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.randn(4, 4, device=device)
# Old torch.autograd.profiler habit: use_cuda=True
with profile(use_cuda=torch.cuda.is_available()) as prof:
    x @ x
print(any(e.key == "aten::mm" for e in prof.key_averages()))
