import torch

values = [0.1, 0.2, 0.3]        # Python 列表，不是 ndarray
torch.from_numpy(values)
