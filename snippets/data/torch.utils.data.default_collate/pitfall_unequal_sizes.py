import torch
from torch.utils.data import default_collate

# Images resized inconsistently: one sample is 3x32x32, the other 3x32x30.
batch = [torch.zeros(3, 32, 32), torch.zeros(3, 32, 30)]
default_collate(batch)
