import torch

x = torch.arange(6).reshape(2, 3)
print(torch.flip(x, [0]))        # reverse the rows
print(x.flip(-1))                # reverse each row (last dim)
print(x.flip(0, 1))              # both: a 180-degree rotation
print(torch.fliplr(x), torch.flipud(x))

# flip copies: the result is contiguous and independent
f = x.flip(1)
f[0, 0] = 99
print(x[0, 0].item(), f.is_contiguous())

# horizontal flip of an image batch (N, C, H, W)
imgs = torch.arange(8).reshape(1, 1, 2, 4)
print(imgs.flip(-1))
