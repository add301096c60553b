import torch

images = torch.ones(4, 3, 8, 8)        # (batch, channels, height, width)
mix = torch.ones(3, 3)

print(torch.einsum("bchw,dc->bdhw", images, mix).shape)   # one letter per dimension
torch.einsum("bhw,dc->bdhw", images, mix)                 # the channel letter was forgotten
