import torch

x = torch.arange(12.0).reshape(3, 4)
left = x.narrow(1, 0, 2)                 # 各行在内存中不再连续

print(left.reshape(-1))                  # 必要时 reshape 会复制
left.view(-1)                            # view 不行
