import torch

p = torch.tensor([0.1, 0.5, 0.9])
z = torch.logit(p)               # log(p / (1 - p))
print(z)
print(torch.sigmoid(z))          # sigmoid 是它的反函数

edge = torch.tensor([0.0, 1e-9, 1.0])
print(torch.logit(edge))             # 两端是 -inf 和 inf
print(torch.logit(edge, eps=1e-6))   # 先夹到 [eps, 1 - eps]
