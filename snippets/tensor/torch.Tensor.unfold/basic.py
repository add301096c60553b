import torch

signal = torch.arange(7.0)
windows = signal.unfold(0, 3, 2)        # windows of 3, moving 2 at a time
print(windows)
print(windows.shape, windows.stride())  # a view: no data copied

images = torch.arange(24.0).reshape(2, 3, 4)
patches = images.unfold(2, 2, 2)        # dim 2 (size 4) -> 2 windows of 2
print(patches.shape)                    # window size is appended as a new last dim
