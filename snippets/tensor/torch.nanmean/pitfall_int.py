import torch

labels = torch.tensor([1, 2, 4])
print(labels.float().nanmean())
labels.nanmean()
