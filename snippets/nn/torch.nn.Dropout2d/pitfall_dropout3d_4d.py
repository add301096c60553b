import torch

torch.manual_seed(0)
batch = torch.ones(3, 2, 2, 2)  # meant as (N, C, H, W): 3 images, 2 channels
out = torch.nn.Dropout3d(p=0.5)(batch)  # read as one unbatched (C, D, H, W) volume
print(out.flatten(1))  # whole images are dropped, not channels of each image
