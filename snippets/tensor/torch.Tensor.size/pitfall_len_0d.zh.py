import torch

loss = torch.tensor(0.25)
print(loss.shape, loss.numel())
len(loss)           # 0 维张量没有第一个维度
