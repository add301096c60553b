import torch
import torch.nn.functional as F

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.arange(6.0, device=device).view(2, 3)

# pad 参数先给出最后一维的 (left, right)，再给出其前一维的 (top, bottom)
print(F.pad(x, (1, 2)))             # 最后一维：左边 1 列，右边 2 列 -> (2, 6)
print(F.pad(x, (0, 0, 1, 0)).shape) # 最后一维不变，上方 1 行 -> (3, 3)
print(F.pad(x, (1, 1), value=-1.0))

# 在 (N, C, W) 批次上使用非常数模式
seq = torch.arange(4.0, device=device).view(1, 1, 4)
print(F.pad(seq, (2, 2), mode="reflect"))
print(F.pad(seq, (2, 2), mode="replicate"))
print(F.pad(seq, (2, 2), mode="circular"))
