import numpy as np
import torch
from torch.utils.data import default_collate

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

# A batch is a list of samples; each sample here is (features, label, name).
batch = [(torch.tensor([1.0, 2.0]), 0, "a"), (torch.tensor([3.0, 4.0]), 1, "b")]
features, labels, names = default_collate(batch)  # transposed, then stacked per field
print(features.to(device).shape, labels, names)

# Dicts are collated key by key; numpy arrays and Python floats become tensors.
print(default_collate([{"x": np.array([1, 2]), "w": 0.5}, {"x": np.array([3, 4]), "w": 1.5}]))
