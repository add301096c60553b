import torch
import torch.nn.functional as F

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

image = torch.zeros(4, 4, device=device)  # a single (H, W) image without N and C
print(F.pad(image, (1, 1, 1, 1)).shape)   # constant mode: any number of dims
F.pad(image, (1, 1, 1, 1), mode="reflect")  # reflect needs (C, H, W) or (N, C, H, W) for 2-D padding
