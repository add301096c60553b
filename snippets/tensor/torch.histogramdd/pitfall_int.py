import torch

pixels = torch.tensor([[0, 255], [128, 64]])
print(torch.histogramdd(pixels.float(), bins=[2, 2]).hist)
torch.histogramdd(pixels, bins=[2, 2])
