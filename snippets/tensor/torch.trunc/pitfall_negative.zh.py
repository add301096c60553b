import torch

t = torch.tensor([-1.5, -0.2, 0.7, 1.5])   # 相对某事件的秒数
bins = torch.trunc(t)
print(bins)   # -0.2 和 0.7 都落进 0 号桶，-1.5 落进 -1 号桶
print(torch.floor(t))
