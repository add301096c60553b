import torch

ids = torch.tensor([[1, 2], [3, 4]])                # int64, the default for integer data
print(ids.float().to_mkldnn().dtype)                # convert to a supported dtype first
ids.to_mkldnn()
