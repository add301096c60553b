import torch

values = torch.tensor([1.0, 2.0, 3.0, 4.0, 5.0])
group = torch.tensor([0, 1, 0, 1, 2])        # 每个值归入哪个输出位置

base = torch.zeros(3)
print(base.scatter_reduce(0, group, values, reduce="sum"))
# include_self=True（默认）把 base 的 0 也算作一个成员
print(base.scatter_reduce(0, group, values, reduce="mean"))
print(base.scatter_reduce(0, group, values, reduce="mean", include_self=False))
print(torch.scatter_reduce(base, 0, group, values, reduce="amax", include_self=False))

# 二维：每行里按桶取最大值
scores = torch.tensor([[0.1, 0.9, 0.4],
                       [0.7, 0.2, 0.3]])
bucket = torch.tensor([[0, 1, 0],
                       [1, 1, 0]])
print(torch.zeros(2, 2).scatter_reduce_(1, bucket, scores, reduce="amax", include_self=False))
