import torch

zero = torch.tensor([0.0])
neg_zero = torch.tensor([-0.0])
print(torch.equal(zero, neg_zero))                    # 比较的是值：0.0 == -0.0，True
print(zero.view(torch.int32), neg_zero.view(torch.int32))  # 尽管它们的位模式不同

nan = torch.tensor([float("nan")])
print(torch.equal(nan, nan))                          # NaN != NaN，即使是同一个张量

# dtype 不同时，先做类型提升再按值比较
print(torch.equal(torch.tensor([1.0, 2.0]), torch.tensor([1, 2])))       # True
print(torch.equal(torch.tensor([True, False]), torch.tensor([1, 0])))    # True
print(torch.equal(torch.tensor([0.1], dtype=torch.float64), torch.tensor([0.1])))  # False：0.1 的舍入结果不同
print(torch.equal(torch.tensor([2**24 + 1]), torch.tensor([2.0**24])))   # True：int64 提升为 float32 后丢失了 +1
