import torch

a = torch.ones(4, 2, 3)
b = torch.ones(1, 3, 5)                    # 批次大小为 1，本以为会广播

print((a @ b).shape)                       # matmul 会广播大小为 1 的批次
torch.bmm(a, b)                            # bmm 要求批次大小相等
