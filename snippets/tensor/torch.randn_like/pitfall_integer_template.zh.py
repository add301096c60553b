import torch

labels = torch.tensor([0, 2, 1])        # int64
print(labels.dtype)
torch.randn_like(labels)                # 正态分布样本需要浮点 dtype
