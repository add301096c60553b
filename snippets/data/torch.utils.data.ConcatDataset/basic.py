import torch
from torch.utils.data import ConcatDataset, DataLoader, TensorDataset

photos = TensorDataset(torch.arange(3.0), torch.zeros(3, dtype=torch.long))
sketches = TensorDataset(torch.arange(10.0, 15.0), torch.ones(5, dtype=torch.long))

combined = ConcatDataset([photos, sketches])  # or: photos + sketches
print(len(combined), combined.cumulative_sizes)
print(combined[3])  # index 3 is the first sample of `sketches`

loader = DataLoader(combined, batch_size=4, shuffle=True, generator=torch.Generator().manual_seed(0))
for x, label in loader:
    print(x.tolist(), label.tolist())
