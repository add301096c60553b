import torch

pixel_counts = torch.tensor([3, 5, 8])    # int64

print(pixel_counts.float().std())         # convert first
pixel_counts.std()                        # no integer std
