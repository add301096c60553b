import torch

x = torch.arange(12.0).reshape(3, 4)
first_col = x.select(1, 0)               # 形状 (3,)：列这一维没了

print(x - x.narrow(1, 0, 1))             # (3, 4) - (3, 1) 按行广播
x - first_col                            # (3, 4) - (3,) 会拿 3 去对齐 4
