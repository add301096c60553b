import torch
from torch.profiler import profile

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.randn(4, 4, device=device)
# 沿用旧 torch.autograd.profiler 的习惯：use_cuda=True
with profile(use_cuda=torch.cuda.is_available()) as prof:
    x @ x
print(any(e.key == "aten::mm" for e in prof.key_averages()))
