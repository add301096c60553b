import torch

pixels = torch.tensor([0, 128, 255], dtype=torch.uint8)
print(torch.std_mean(pixels.float()))
torch.std_mean(pixels)
