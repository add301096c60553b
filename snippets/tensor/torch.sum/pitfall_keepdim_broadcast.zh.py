import torch

square = torch.tensor([[1.0, 3.0],
                       [1.0, 1.0]])
# 本意：每行除以该行自己的总和
print(square / square.sum(dim=1))                 # 悄无声息地除错了总和
print(square / square.sum(dim=1, keepdim=True))   # 现在各行之和为 1

wide = torch.arange(6.0).reshape(2, 3)
wide / wide.sum(dim=1)                            # (2, 3) / (2,)：形状对不上
