import torch

x = torch.arange(4.0)

# 3 行、每行 3 个相互重叠的元素需要 5 个元素；而存储只有 4 个
x.as_strided((3, 3), (1, 1))
