import torch
from torch import nn

torch.manual_seed(0)
layer = nn.Bilinear(3, 4, 2)  # in1_features=3, in2_features=4, out_features=2
print(layer.weight.shape, layer.bias.shape)

user = torch.randn(5, 3)
item = torch.randn(5, 4)
score = layer(user, item)
print(score.shape)

# output[n, o] = user[n] @ weight[o] @ item[n] + bias[o]
by_hand = torch.einsum("ni,oij,nj->no", user, layer.weight, item) + layer.bias
print(torch.allclose(score, by_hand))
print(layer(torch.randn(2, 7, 3), torch.randn(2, 7, 4)).shape)  # extra leading dims are fine
