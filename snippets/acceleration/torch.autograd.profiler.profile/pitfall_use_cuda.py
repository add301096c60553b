import torch
from torch.autograd import profiler

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.randn(4, 4, device=device)
# The spelling of older tutorials: use_cuda=True
with profiler.profile(use_cuda=torch.cuda.is_available()) as prof:
    x @ x
print(len(prof.key_averages()))
