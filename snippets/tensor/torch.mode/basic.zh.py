import torch

votes = torch.tensor([[1, 1, 2, 0],
                      [3, 5, 5, 3]])
# 每行出现最多的值（默认 dim=-1）
values, indices = torch.mode(votes)
print(values, indices)
# 沿第 0 维：逐列
print(votes.mode(dim=0).values)
# 对所有元素：先展平
print(votes.flatten().mode())
