import torch

x = torch.arange(25.0).view(1, 1, 5, 5)  # odd height and width
out, idx = torch.nn.MaxPool2d(2, return_indices=True)(x)  # 5x5 -> 2x2
# without output_size the unpool assumes (2 - 1) * 2 + 2 = 4, a 4x4 map
torch.nn.MaxUnpool2d(2)(out, idx)
