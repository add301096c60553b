import torch

values = [0.1, 0.2, 0.3]        # a Python list, not an ndarray
torch.from_numpy(values)
