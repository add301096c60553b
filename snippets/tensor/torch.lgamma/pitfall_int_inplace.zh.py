import torch

counts = torch.tensor([1, 4, 10])
print(torch.lgamma(counts + 1))   # log(n!)：非原地得到 float32
counts.lgamma_()                  # 对 int64 原地计算会失败
