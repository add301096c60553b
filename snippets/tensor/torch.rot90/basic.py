import torch

img = torch.tensor([[1, 2],
                    [3, 4]])
print(torch.rot90(img))              # k=1: 90 degrees counter-clockwise
print(torch.rot90(img, -1))          # clockwise
print(torch.rot90(img, 2))           # 180 degrees
# an image batch (N, C, H, W): rotate the last two dims
batch = torch.zeros(8, 3, 32, 64)
print(torch.rot90(batch, 1, dims=(2, 3)).shape)
# the result is a copy
print(torch.rot90(img).data_ptr() == img.data_ptr())
