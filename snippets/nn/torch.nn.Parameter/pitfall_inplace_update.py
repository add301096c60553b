import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

w = nn.Parameter(torch.ones(3, device=device))
with torch.no_grad():
    w.mul_(0.5)  # fine: no autograd recording
print(w)
w.mul_(0.5)  # outside no_grad
