import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

w = nn.Parameter(torch.ones(3, device=device))
with torch.no_grad():
    w.mul_(0.5)  # 没问题：autograd 不记录
print(w)
w.mul_(0.5)  # 在 no_grad 之外
