import torch

images = torch.arange(24.0).reshape(2, 3, 2, 2)    # (batch, channels, height, width)

print(images.amax(dim=(2, 3)))                     # per image and channel: several dims at once
print(images.amax(dim=(2, 3), keepdim=True).shape) # (2, 3, 1, 1), broadcasts back
print(torch.amax(images))                          # overall maximum

x = torch.tensor([[1.0, 5.0, 5.0]], requires_grad=True)
x.amax(dim=1).sum().backward()
print(x.grad)                                      # tied maxima share the gradient
