import torch

v = torch.tensor([1.0, 2.0, 3.0])      # 形状为 (3,)
print(v.expand(2, 3).shape)            # 在前面新增维度：没问题
print(v.repeat(2).shape)               # repeat 会复制数据，任何维度都能扩大
v.expand(2, 6)                         # 只有大小为 1 的维度才能被 expand
