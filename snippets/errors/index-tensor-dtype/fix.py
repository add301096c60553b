import torch

values = torch.arange(10.0)
lo, hi = torch.tensor([2]), torch.tensor([7])
mid = torch.div(lo + hi, 2, rounding_mode="floor")  # stays int64
print(mid.dtype, values[mid])
print(values[values > 6.5])  # selecting by condition: a bool mask

# index_copy accepts int64 only: even an int32 index is refused
rows = torch.zeros(3, 2)
src = torch.ones(2, 2)
try:
    rows.index_copy(0, torch.tensor([0, 2], dtype=torch.int32), src)
except RuntimeError as err:
    print(err)
print(rows.index_copy(0, torch.tensor([0, 2]), src))  # an int64 index works
