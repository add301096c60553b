import torch

values = torch.arange(10.0)
lo, hi = torch.tensor([2]), torch.tensor([7])
mid = torch.div(lo + hi, 2, rounding_mode="floor")  # 仍是 int64
print(mid.dtype, values[mid])
print(values[values > 6.5])  # 按条件选取：用 bool 掩码

# index_copy 只接受 int64：就连 int32 索引也会被拒绝
rows = torch.zeros(3, 2)
src = torch.ones(2, 2)
try:
    rows.index_copy(0, torch.tensor([0, 2], dtype=torch.int32), src)
except RuntimeError as err:
    print(err)
print(rows.index_copy(0, torch.tensor([0, 2]), src))  # int64 索引可以
