import torch

x = torch.tensor([[3.0, -1.0, 2.0],
                  [0.0, 5.0, -4.0]])

lo, hi = torch.aminmax(x)              # 对全部元素：两个 0 维张量
print(lo, hi)

per_row = x.aminmax(dim=1)             # dim 只能用关键字传
print(per_row.min, per_row.max)

scale = (hi - lo) / 255                # 例如 8 位量化所需的取值范围
print(scale)
