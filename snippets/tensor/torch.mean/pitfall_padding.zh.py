import torch

# 两个序列，第二个用零填充到长度 3
values = torch.tensor([[1.0, 2.0, 3.0],
                       [4.0, 0.0, 0.0]])
mask = torch.tensor([[True, True, True],
                     [True, False, False]])

print(values.mean(dim=1))                            # 填充也被计入：[2.0, 1.333]
print((values * mask).sum(dim=1) / mask.sum(dim=1))  # 真正的均值：[2.0, 4.0]
