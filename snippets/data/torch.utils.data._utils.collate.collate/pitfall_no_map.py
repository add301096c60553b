import torch
from torch.utils.data._utils.collate import collate

batch = [torch.ones(2), torch.zeros(2)]
collate(batch)  # no collate_fn_map: not even tensors are handled
