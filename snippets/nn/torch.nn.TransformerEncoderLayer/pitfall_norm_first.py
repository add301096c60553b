import torch
from torch import nn

torch.manual_seed(0)
post = nn.TransformerEncoderLayer(8, 2, 16, dropout=0.0, batch_first=True)
pre = nn.TransformerEncoderLayer(8, 2, 16, dropout=0.0, batch_first=True, norm_first=True)
pre.load_state_dict(post.state_dict())  # same weights

x = torch.randn(1, 3, 8) * 5 + 3
with torch.no_grad():
    print(post(x).std(dim=-1))  # post-norm: each token ends normalised
    print(pre(x).std(dim=-1))   # pre-norm: the residual stream is returned as is
