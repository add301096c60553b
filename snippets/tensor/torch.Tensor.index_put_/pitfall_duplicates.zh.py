import torch

hist = torch.zeros(3)
bins = torch.tensor([0, 0, 0, 2])
ones = torch.ones(4)
# 不会报错，但第 0 个桶的三次命中只算了一次
print(hist.index_put((bins,), ones))
print(hist.index_put((bins,), ones, accumulate=True))
