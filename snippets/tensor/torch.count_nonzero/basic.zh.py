import torch

x = torch.tensor([[0, 1, 2],
                  [0, 0, 3]])

print(torch.count_nonzero(x))            # 整个张量：0 维 int64 张量
print(x.count_nonzero(dim=0))            # 按列
print(x.count_nonzero(dim=1))            # 按行
print(x.count_nonzero(dim=(0, 1)))       # 一次统计多个维度

# 用于掩码：统计有多少项通过了检验
scores = torch.tensor([0.2, 0.9, 0.7, 0.1])
print(torch.count_nonzero(scores > 0.5))
print(torch.count_nonzero(torch.tensor([0.0, -0.0, 1e-30])))   # -0.0 算作零，1e-30 不算
