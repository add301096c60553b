import torch
from torch import nn

torch.manual_seed(0)
layer = nn.TransformerEncoderLayer(d_model=8, nhead=2, dim_feedforward=16)  # batch_first=False
layer.eval()

x = torch.randn(2, 3, 8)  # meant as (N=2, S=3, E), read as (S=2, N=3, E)
x_other = x.clone()
x_other[1] += 1.0          # change only the second sample

# the first sample's output changes: attention ran across the batch
print(torch.allclose(layer(x)[0], layer(x_other)[0]))

fixed = nn.TransformerEncoderLayer(d_model=8, nhead=2, dim_feedforward=16, batch_first=True)
fixed.load_state_dict(layer.state_dict())
fixed.eval()
print(torch.allclose(fixed(x)[0], fixed(x_other)[0]))
