import torch

counts = torch.tensor([1, 6, 40])
print(torch.frexp(counts.float()))           # 先转成浮点
torch.frexp(counts)                          # 整数张量直接报错
