import torch

labels = torch.tensor([0, 1, 1, 0, 1])   # int64
print(labels.float().mean())              # 先转换类型
labels.mean()                             # int64 输入没有浮点结果 dtype
