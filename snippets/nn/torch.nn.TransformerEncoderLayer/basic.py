import torch
from torch import nn

torch.manual_seed(0)
layer = nn.TransformerEncoderLayer(
    d_model=8, nhead=2, dim_feedforward=16, batch_first=True
)
layer.eval()  # no dropout

x = torch.randn(2, 3, 8)  # (batch N=2, sequence S=3, d_model=8)
# True marks padding: the second sequence has one real token
padding = torch.tensor([[False, False, True],
                        [False, True, True]])
out = layer(x, src_key_padding_mask=padding)
print(out.shape)  # same shape as the input

# a padded position does not influence the real tokens
x_changed = x.clone()
x_changed[0, 2] = 100.0
out_changed = layer(x_changed, src_key_padding_mask=padding)
print(torch.allclose(out[0, :2], out_changed[0, :2], atol=1e-6))

# causal self-attention: pass the mask, is_causal only tells torch what it is
causal = nn.Transformer.generate_square_subsequent_mask(3)
print(layer(x, src_mask=causal, is_causal=True).shape)
