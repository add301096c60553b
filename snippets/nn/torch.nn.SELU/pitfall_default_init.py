import torch
import torch.nn.functional as F

torch.manual_seed(0)
h = torch.randn(4096, 256)
for _ in range(10):
    h = F.selu(torch.nn.Linear(256, 256, bias=False)(h))  # default (Kaiming-uniform, a=sqrt(5)) init
print(round(h.mean().item(), 2), round(h.std().item(), 2))  # the std has collapsed, nothing warned
