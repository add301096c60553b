import torch

x = torch.zeros(8, 3, 4, 4)                 # N, C, H, W
print(torch.flatten(x).shape)               # everything: (384,)
print(x.flatten(1).shape)                   # keep the batch dim: (8, 48)
print(x.flatten(0, 1).shape)                # merge N and C: (24, 4, 4)
print(x.flatten(-2).shape)                  # merge H and W: (8, 3, 16)
print(torch.nn.Flatten()(x).shape)          # the layer starts at dim 1

# unflatten splits one dim back into several (-1 is inferred)
print(x.flatten(1).unflatten(1, (3, -1)).shape)

print(torch.tensor(5.0).flatten().shape)    # 0-d becomes 1-d
print(x.ravel().shape)                      # ravel: always fully flat
