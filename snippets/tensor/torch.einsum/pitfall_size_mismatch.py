import torch

x = torch.ones(8, 16)    # (batch, features)
w = torch.ones(32, 16)   # nn.Linear layout: (out_features, in_features)

print(torch.einsum("bi,oi->bo", x, w).shape)   # letters follow the real layout
torch.einsum("bi,io->bo", x, w)                # i is 16 in x but 32 in w
