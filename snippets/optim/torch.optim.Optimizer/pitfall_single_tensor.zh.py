import torch

w = torch.zeros(3, requires_grad=True)
opt = torch.optim.SGD(w, lr=0.1)  # 一个张量，而不是张量列表
