import torch
from torch.utils.data import default_collate

# Each sample is a Python list of 3 token ids - expected a (2, 3) batch.
batch = [[1, 2, 3], [4, 5, 6]]
out = default_collate(batch)
print(type(out).__name__, len(out), out)  # 3 tensors of shape (2,): transposed, not stacked

print(default_collate([torch.tensor(s) for s in batch]))  # return tensors instead
