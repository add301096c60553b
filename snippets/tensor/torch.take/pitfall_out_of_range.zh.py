import torch

x = torch.arange(6).reshape(2, 3)
row, col = 1, 2
print(x.take(torch.tensor([row * x.size(1) + col])))    # 展平下标 = 行 * 列数 + 列
x.take(torch.tensor([row * x.size(0) + col + 3]))       # 公式写错就越界
